import { DEFAULT_CURRENCY, type Locale } from '@contract/constants'
import { computeJobStatus } from '@contract/job-status'
import type { PublicEvent } from '@contract/events-list'
import type { PublicJob } from '@contract/jobs-list'
import type { Post } from '@contract/news-list'
import { languageAddress, PUBLIC_ITEM_LISTS, publicItemPath } from '@contract/public-addresses'
import {
  EVENT_PLACE_ENTRIES,
  referenceLabel,
  referenceValueIn,
  regionOfCity,
  toReferenceValue,
} from '@contract/reference-data'
import { SOCIETY_CARD } from '@contract/society-card'
import type {
  BreadcrumbList,
  DateTime,
  Event,
  EventAttendanceModeEnumeration,
  EventStatusType,
  JobPosting,
  JsonLdObject,
  NewsArticle,
  Offer,
  Organization,
  OrganizationLeaf,
  Place,
  QuantitativeValue,
  URL as Url,
  VirtualLocation,
  WithContext,
} from 'schema-dts'
import { pickLang, RIYADH_OFFSET_MS } from '../format/format'
import { pickBilingual } from '../format/bilingual'

/** Pure functions of the contract's public items; labels come translated from the caller, so no catalog. */

const withContext = <T extends JsonLdObject>(thing: T): WithContext<T> => ({
  '@context': 'https://schema.org',
  ...thing,
})

export interface Site {
  baseUrl: string
  locale: Locale
}

export interface Society {
  name: string
  alternateName?: string
  description?: string
  email?: string
}

const LOGO_PATH = '/icons/icon-512.png'
/** schema.org wants a QuantitativeValue, not a bare number (E37 is UN/CEFACT's code for a pixel). */
const LOGO_SIZE: QuantitativeValue = {
  '@type': 'QuantitativeValue',
  value: 512,
  unitCode: 'E37',
  unitText: 'px',
}

const absolute = (site: Site, path: string): Url =>
  new URL(path, `${site.baseUrl.replace(/\/+$/, '')}/`).toString()
/** A page's address in the reader's language (the language's own URL, `?lang=`). */
const pageUrl = (site: Site, path: string): Url => languageAddress(site.baseUrl, path, site.locale)
const organizationId = (site: Site): Url => `${absolute(site, '/')}#organization`

/** An item's picture: an /uploads/... path on the site, an absolute URL as it is, else the society's card in the reader's language. */
function imageUrl(site: Site, picture: string | null | undefined): Url {
  if (picture && /^https?:\/\//i.test(picture)) return picture
  return absolute(site, picture || SOCIETY_CARD.path[site.locale])
}

/** A stored UTC timestamp written in Saudi time with its offset (events happen in Asia/Riyadh, UTC+3 all year). */
export function riyadhDateTime(iso: string): DateTime {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) return iso
  return `${new Date(ms + RIYADH_OFFSET_MS).toISOString().slice(0, 19)}+03:00`
}

const isoDateTime = (iso: string): DateTime => {
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? iso : new Date(ms).toISOString()
}

function societyOrganization(site: Site, society: Society): OrganizationLeaf {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: society.name,
    ...(society.alternateName ? { alternateName: society.alternateName } : {}),
    url: pageUrl(site, '/'),
    logo: { '@type': 'ImageObject', url: absolute(site, LOGO_PATH), width: LOGO_SIZE, height: LOGO_SIZE },
    ...(society.description ? { description: society.description } : {}),
    ...(society.email ? { email: society.email } : {}),
  }
}

/** The society, for the home page. */
export function organizationJsonLd(site: Site, society: Society): WithContext<Organization> {
  return withContext(societyOrganization(site, society))
}

/** An event's place: the venue in the page's language, else the other one (the city, when it names one, as the address's locality), or the online place. */
function eventLocation(
  site: Site,
  event: PublicEvent,
): { mode: EventAttendanceModeEnumeration; location: Place | VirtualLocation | (Place | VirtualLocation)[] } {
  const page = pageUrl(site, publicItemPath('event', event.id))
  const virtual: VirtualLocation = { '@type': 'VirtualLocation', url: event.stream_url ?? page }
  if (referenceValueIn(EVENT_PLACE_ENTRIES, event.location) === 'online')
    return { mode: 'https://schema.org/OnlineEventAttendanceMode', location: virtual }
  const place = venue(
    pickBilingual(site.locale, event.location_ar, event.location_en, event.location).text,
    site.locale,
  )
  // The stream link is given to signed-in members only; when present, the event is also online.
  if (event.stream_url)
    return { mode: 'https://schema.org/MixedEventAttendanceMode', location: [place, virtual] }
  return { mode: 'https://schema.org/OfflineEventAttendanceMode', location: place }
}

/** A typed venue ("Hilton Jeddah, Jeddah"): its last part, when it names a city of the list, is the locality in Saudi Arabia. */
function venue(text: string, locale: Locale): Place {
  const city = toReferenceValue('city', text.split(/[,،]/).at(-1)?.trim() ?? '')
  const known = city !== '' && !city.startsWith('other:')
  const region = known ? regionOfCity(city) : undefined
  return {
    '@type': 'Place',
    name: text,
    address: {
      '@type': 'PostalAddress',
      streetAddress: text,
      ...(known ? { addressLocality: referenceLabel('city', city, locale), addressCountry: 'SA' } : {}),
      ...(region ? { addressRegion: referenceLabel('region', region, locale) } : {}),
    },
  }
}

const EVENT_STATUS: Record<PublicEvent['status'], EventStatusType> = {
  draft: 'https://schema.org/EventScheduled',
  published: 'https://schema.org/EventScheduled',
  completed: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
}

/** The registration address: the external link, or the event's own page where members register in the portal. */
function registrationOffer(site: Site, event: PublicEvent): Offer | undefined {
  const validThrough = event.registration_deadline
    ? { validThrough: riyadhDateTime(event.registration_deadline) }
    : {}
  if (event.registration_mode === 'internal')
    return { '@type': 'Offer', url: pageUrl(site, publicItemPath('event', event.id)), ...validThrough }
  if (event.registration_mode === 'external' && event.registration_link)
    return { '@type': 'Offer', url: event.registration_link, ...validThrough }
  return undefined
}

/** An event's page. `description` is the page's excerpt (the meta description). */
export function eventJsonLd(
  site: Site,
  society: Society,
  event: PublicEvent,
  description?: string,
): WithContext<Event> {
  const { mode, location } = eventLocation(site, event)
  const offer = registrationOffer(site, event)
  return withContext<Event>({
    '@type': 'Event',
    name: pickLang(site.locale, event.title_ar, event.title_en),
    ...(description ? { description } : {}),
    url: pageUrl(site, publicItemPath('event', event.id)),
    startDate: riyadhDateTime(event.starts_at),
    ...(event.ends_at ? { endDate: riyadhDateTime(event.ends_at) } : {}),
    eventStatus: EVENT_STATUS[event.status],
    eventAttendanceMode: mode,
    location,
    image: [imageUrl(site, undefined)],
    organizer: societyOrganization(site, society),
    ...(offer ? { offers: offer } : {}),
    inLanguage: site.locale,
  })
}

/** A news item's page. `modifiedAt`: when it last changed, when the caller knows (else its publication). */
export function newsArticleJsonLd(
  site: Site,
  society: Society,
  post: Post,
  options: { description?: string; modifiedAt?: string } = {},
): WithContext<NewsArticle> {
  const publisher = societyOrganization(site, society)
  return withContext<NewsArticle>({
    '@type': 'NewsArticle',
    headline: pickLang(site.locale, post.title_ar, post.title_en),
    ...(options.description ? { description: options.description } : {}),
    url: pageUrl(site, publicItemPath('news', post.id)),
    mainEntityOfPage: pageUrl(site, publicItemPath('news', post.id)),
    datePublished: isoDateTime(post.created_at),
    dateModified: isoDateTime(options.modifiedAt ?? post.created_at),
    image: [imageUrl(site, post.feature_path)],
    author: { '@id': organizationId(site) },
    publisher,
    inLanguage: site.locale,
  })
}

/** The portal's job types as schema.org employment types: a locum post is temporary, a fellowship a training post. */
/** schema.org's employmentType is free text; Google's job search reads these values. */
type EmploymentType =
  'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER'
const EMPLOYMENT_TYPES: Record<string, EmploymentType> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  locum: 'TEMPORARY',
  fellowship: 'OTHER',
}

function jobPlace(job: PublicJob, locale: Locale): Place | undefined {
  if (!job.location) return undefined
  const region = regionOfCity(job.location)
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: referenceLabel('city', job.location, locale),
      // A city of the list is in the Kingdom; a place typed by hand says where it is itself.
      ...(region ? { addressRegion: referenceLabel('region', region, locale), addressCountry: 'SA' } : {}),
    },
  }
}

/**
 * A job's page; undefined once the job has expired, so its JSON-LD leaves the page and job
 * search engines drop it. `now` is the render's clock (the same on the server and in the
 * browser). Salaries are monthly amounts, as posts in the Kingdom quote them.
 */
export function jobPostingJsonLd(
  site: Site,
  society: Society,
  job: PublicJob,
  description: string,
  now: Date | string,
): WithContext<JobPosting> | undefined {
  if (computeJobStatus(job, now) === 'expired') return undefined
  const place = jobPlace(job, site.locale)
  const { salary_min: min, salary_max: max } = job
  const salary: QuantitativeValue | undefined =
    min !== null && max !== null && min !== max
      ? { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText: 'MONTH' }
      : min !== null || max !== null
        ? { '@type': 'QuantitativeValue', value: min ?? max ?? 0, unitText: 'MONTH' }
        : undefined
  return withContext<JobPosting>({
    '@type': 'JobPosting',
    title: pickLang(site.locale, job.title_ar, job.title_en),
    description,
    url: pageUrl(site, publicItemPath('job', job.id)),
    datePosted: isoDateTime(job.created_at),
    ...(job.application_deadline ? { validThrough: isoDateTime(job.application_deadline) } : {}),
    employmentType: EMPLOYMENT_TYPES[job.job_type] ?? 'OTHER',
    hiringOrganization: job.employer
      ? {
          '@type': 'Organization',
          name: pickBilingual(site.locale, job.employer_ar, job.employer_en, job.employer).text,
        }
      : societyOrganization(site, society),
    ...(place ? { jobLocation: place } : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.currency || DEFAULT_CURRENCY,
            value: salary,
          },
        }
      : {}),
  })
}

/** The trail of an item page: home, its list, the item; each name already in the reader's language. */
export function breadcrumbJsonLd(
  site: Site,
  trail: {
    home: string
    list: { name: string; kind: keyof typeof PUBLIC_ITEM_LISTS }
    item: { name: string; id: number }
  },
): WithContext<BreadcrumbList> {
  const steps = [
    { name: trail.home, path: '/' },
    { name: trail.list.name, path: PUBLIC_ITEM_LISTS[trail.list.kind] },
    { name: trail.item.name, path: publicItemPath(trail.list.kind, trail.item.id) },
  ]
  return withContext<BreadcrumbList>({
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: pageUrl(site, step.path),
    })),
  })
}

import type { PublicEvent } from '@contract/events-list'
import type { PublicJob } from '@contract/jobs-list'
import type { Post } from '@contract/news-list'
import type {
  BreadcrumbList,
  Event,
  ImageObject,
  JobPosting,
  NewsArticle,
  Organization,
  Place,
  VirtualLocation,
  WithContext,
} from 'schema-dts'
import { describe, expect, it } from 'vitest'
import {
  breadcrumbJsonLd,
  eventJsonLd,
  jobPostingJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  riyadhDateTime,
} from './structured-data'
import { serializeJsonLd } from './page-head'

const BASE = 'https://portal.example.org'
const ar = { baseUrl: BASE, locale: 'ar' } as const
const en = { baseUrl: BASE, locale: 'en' } as const
const SOCIETY_AR = {
  name: 'الجمعية السعودية لجراحة العظام',
  alternateName: 'Saudi Orthopedic Society',
  email: 'info@ortho-society.sa',
}
const SOCIETY_EN = { name: 'Saudi Orthopedic Society', alternateName: 'الجمعية السعودية لجراحة العظام' }
const NOW = '2026-06-15T12:00:00.000Z'

const event = (over: Partial<PublicEvent> = {}): PublicEvent => ({
  id: 7,
  title_ar: 'المؤتمر السنوي',
  title_en: 'Annual congress',
  description_ar: '',
  description_en: '',
  category: 'conference',
  location: 'فندق هيلتون جدة، جدة',
  location_ar: 'فندق هيلتون جدة، جدة',
  location_en: 'Hilton Jeddah, Jeddah',
  start_date: '2026-11-10T05:30:00.000Z',
  end_date: '2026-11-12T14:00:00.000Z',
  start_time: '08:30',
  starts_at: '2026-11-10T05:30:00.000Z',
  ends_at: '2026-11-12T14:00:00.000Z',
  registration_deadline: '2026-11-01T20:59:00.000Z',
  registration_link: 'https://congress.example.org/register?from=portal&x=1',
  max_participants: 500,
  current_participants: 120,
  status: 'published',
  stream_url: null,
  registration_mode: 'external',
  feature_path: null,
  ...over,
})

const post = (over: Partial<Post> = {}): Post => ({
  id: 12,
  type: 'news',
  status: 'published',
  title_ar: 'افتتاح التسجيل',
  title_en: 'Registration opens',
  body_md_ar: '',
  body_md_en: '',
  feature_path: '/uploads/posts/cover.jpg',
  category: 'announcements',
  created_at: '2026-05-01T09:00:00.000Z',
  ...over,
})

const job = (over: Partial<PublicJob> = {}): PublicJob => ({
  id: 3,
  title_ar: 'استشاري جراحة العمود الفقري',
  title_en: 'Spine surgery consultant',
  description_ar: '',
  description_en: '',
  employer: 'مستشفى الملك فيصل التخصصي',
  employer_ar: 'مستشفى الملك فيصل التخصصي',
  employer_en: 'King Faisal Specialist Hospital',
  requirements_ar: '',
  requirements_en: '',
  location: 'riyadh',
  job_type: 'full-time',
  experience_level: 'consultant',
  category: 'clinical',
  salary_min: 40000,
  salary_max: 60000,
  currency: 'SAR',
  application_deadline: '2026-07-15T20:59:00.000Z',
  application_link: 'https://example.org/apply',
  requirements: '',
  created_at: '2026-06-01T08:00:00.000Z',
  featured: false,
  ...over,
})

describe('Organization', () => {
  it('names the society in the reader language at the home address of that language, with its logo', () => {
    const org: WithContext<Organization> = organizationJsonLd(ar, SOCIETY_AR)
    expect(org).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${BASE}/#organization`,
      name: 'الجمعية السعودية لجراحة العظام',
      alternateName: 'Saudi Orthopedic Society',
      url: `${BASE}/?lang=ar`,
      logo: {
        '@type': 'ImageObject',
        url: `${BASE}/icons/icon-512.png`,
        width: { '@type': 'QuantitativeValue', value: 512, unitCode: 'E37', unitText: 'px' },
        height: { '@type': 'QuantitativeValue', value: 512, unitCode: 'E37', unitText: 'px' },
      },
      email: 'info@ortho-society.sa',
    })
  })
})

describe('Event', () => {
  it('writes the dates in Saudi time with their offset', () => {
    expect(riyadhDateTime('2026-11-10T05:30:00.000Z')).toBe('2026-11-10T08:30:00+03:00')
    expect(riyadhDateTime('2026-12-31T22:00:00.000Z')).toBe('2027-01-01T01:00:00+03:00')
    const e: WithContext<Event> = eventJsonLd(en, SOCIETY_EN, event(), 'Three days of trauma and spine.')
    expect(e).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Annual congress',
      description: 'Three days of trauma and spine.',
      url: `${BASE}/events/7?lang=en`,
      startDate: '2026-11-10T08:30:00+03:00',
      endDate: '2026-11-12T17:00:00+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      inLanguage: 'en',
      organizer: { '@type': 'Organization', name: 'Saudi Orthopedic Society' },
      image: [`${BASE}/og/society-en.png`],
    })
  })

  it('places a venue, in the reader language, at its address, the city of the list in the reader language, attended in person', () => {
    const e = eventJsonLd(ar, SOCIETY_AR, event())
    expect(e.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    const place: Place = {
      '@type': 'Place',
      name: 'فندق هيلتون جدة، جدة',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'فندق هيلتون جدة، جدة',
        addressLocality: 'جدة',
        addressRegion: 'منطقة مكة المكرمة',
        addressCountry: 'SA',
      },
    }
    expect(e.location).toEqual(place)
    expect(e.name).toBe('المؤتمر السنوي')
    expect(eventJsonLd(en, SOCIETY_EN, event()).location).toMatchObject({
      name: 'Hilton Jeddah, Jeddah',
      address: { addressLocality: 'Jeddah' },
    })
    // A venue given in one language only is named in it on either page.
    expect(
      eventJsonLd(ar, SOCIETY_AR, event({ location: 'Hilton Jeddah, Jeddah', location_ar: '' })).location,
    ).toMatchObject({ name: 'Hilton Jeddah, Jeddah' })
  })

  it('keeps a venue that names no known city as typed, without guessing its country', () => {
    expect(
      eventJsonLd(
        en,
        SOCIETY_EN,
        event({ location: 'Main auditorium', location_ar: '', location_en: 'Main auditorium' }),
      ).location,
    ).toEqual({
      '@type': 'Place',
      name: 'Main auditorium',
      address: { '@type': 'PostalAddress', streetAddress: 'Main auditorium' },
    })
  })

  it('puts an online event at a virtual location, online; with a stream beside a venue, mixed', () => {
    const online = eventJsonLd(en, SOCIETY_EN, event({ location: 'Online' }))
    const virtual: VirtualLocation = { '@type': 'VirtualLocation', url: `${BASE}/events/7?lang=en` }
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
    expect(online.location).toEqual(virtual)
    const mixed = eventJsonLd(en, SOCIETY_EN, event({ stream_url: 'https://stream.example.org/live' }))
    expect(mixed.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode')
    expect(mixed.location).toEqual([
      expect.objectContaining({ '@type': 'Place' }),
      { '@type': 'VirtualLocation', url: 'https://stream.example.org/live' },
    ])
  })

  it('says a cancelled event is cancelled', () => {
    expect(eventJsonLd(en, SOCIETY_EN, event({ status: 'cancelled' })).eventStatus).toBe(
      'https://schema.org/EventCancelled',
    )
  })

  it('offers the registration address: the external link, the event page for registration in the portal, none without registration', () => {
    expect(eventJsonLd(en, SOCIETY_EN, event()).offers).toEqual({
      '@type': 'Offer',
      url: 'https://congress.example.org/register?from=portal&x=1',
      validThrough: '2026-11-01T23:59:00+03:00',
    })
    expect(
      eventJsonLd(
        ar,
        SOCIETY_AR,
        event({ registration_mode: 'internal', registration_link: null, registration_deadline: null }),
      ).offers,
    ).toEqual({ '@type': 'Offer', url: `${BASE}/events/7?lang=ar` })
    expect(eventJsonLd(en, SOCIETY_EN, event({ registration_mode: 'none' })).offers).toBeUndefined()
  })
})

describe('NewsArticle', () => {
  it('has the headline, dates, the item picture on the site and the society as publisher', () => {
    const article: WithContext<NewsArticle> = newsArticleJsonLd(en, SOCIETY_EN, post(), {
      description: 'Early fees until June.',
      modifiedAt: '2026-05-03T10:00:00.000Z',
    })
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Registration opens',
      description: 'Early fees until June.',
      url: `${BASE}/news/12?lang=en`,
      mainEntityOfPage: `${BASE}/news/12?lang=en`,
      datePublished: '2026-05-01T09:00:00.000Z',
      dateModified: '2026-05-03T10:00:00.000Z',
      image: [`${BASE}/uploads/posts/cover.jpg`],
      author: { '@id': `${BASE}/#organization` },
      publisher: {
        '@type': 'Organization',
        name: 'Saudi Orthopedic Society',
        logo: { '@type': 'ImageObject', url: `${BASE}/icons/icon-512.png` },
      },
      inLanguage: 'en',
    })
  })

  it('falls back to the other language title, and to the society card of the reader language without a picture', () => {
    const article = newsArticleJsonLd(ar, SOCIETY_AR, post({ title_ar: '', feature_path: null }))
    expect(article.headline).toBe('Registration opens')
    expect(article.image).toEqual([`${BASE}/og/society-ar.png`])
    expect(article.dateModified).toBe(article.datePublished)
    expect(
      newsArticleJsonLd(en, SOCIETY_EN, post({ feature_path: 'https://cdn.example.org/a.png' })).image,
    ).toEqual(['https://cdn.example.org/a.png'])
  })
})

describe('JobPosting', () => {
  it('has the dates, employment type, employer, place in the Kingdom and a monthly salary in SAR', () => {
    const posting: WithContext<JobPosting> | undefined = jobPostingJsonLd(
      ar,
      SOCIETY_AR,
      job(),
      'وصف الوظيفة',
      NOW,
    )
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'استشاري جراحة العمود الفقري',
      description: 'وصف الوظيفة',
      url: `${BASE}/jobs/3?lang=ar`,
      datePosted: '2026-06-01T08:00:00.000Z',
      validThrough: '2026-07-15T20:59:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'مستشفى الملك فيصل التخصصي' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'الرياض',
          addressRegion: 'منطقة الرياض',
          addressCountry: 'SA',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'SAR',
        value: { '@type': 'QuantitativeValue', minValue: 40000, maxValue: 60000, unitText: 'MONTH' },
      },
    })
  })

  it('disappears once the job has expired', () => {
    expect(
      jobPostingJsonLd(en, SOCIETY_EN, job({ application_deadline: '2026-06-14T20:59:00.000Z' }), 'x', NOW),
    ).toBeUndefined()
    expect(
      jobPostingJsonLd(en, SOCIETY_EN, job({ application_deadline: null }), 'x', NOW)?.validThrough,
    ).toBeUndefined()
  })

  it('maps every job type, leaves out a salary the job has not, and a single figure is a value', () => {
    const type = (job_type: string) =>
      jobPostingJsonLd(en, SOCIETY_EN, job({ job_type }), 'x', NOW)?.employmentType
    expect(['full-time', 'part-time', 'contract', 'locum', 'fellowship'].map(type)).toEqual([
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'TEMPORARY',
      'OTHER',
    ])
    expect(
      jobPostingJsonLd(en, SOCIETY_EN, job({ salary_min: null, salary_max: null }), 'x', NOW)?.baseSalary,
    ).toBeUndefined()
    expect(
      jobPostingJsonLd(en, SOCIETY_EN, job({ salary_min: 25000, salary_max: null }), 'x', NOW)?.baseSalary,
    ).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'SAR',
      value: { '@type': 'QuantitativeValue', value: 25000, unitText: 'MONTH' },
    })
  })

  it('keeps a place typed by hand as its locality, and the society hires when no employer is named', () => {
    const posting = jobPostingJsonLd(
      en,
      SOCIETY_EN,
      job({ location: 'other:Remote', employer: '' }),
      'x',
      NOW,
    )
    expect(posting?.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Remote' },
    })
    expect(posting?.hiringOrganization).toMatchObject({
      '@type': 'Organization',
      name: 'Saudi Orthopedic Society',
    })
  })
})

describe('BreadcrumbList', () => {
  it('goes home, list, item with the given names, at the addresses of the reader language', () => {
    const trail: WithContext<BreadcrumbList> = breadcrumbJsonLd(ar, {
      home: 'الرئيسية',
      list: { name: 'الوظائف', kind: 'job' },
      item: { name: 'استشاري', id: 3 },
    })
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: `${BASE}/?lang=ar` },
      { '@type': 'ListItem', position: 2, name: 'الوظائف', item: `${BASE}/jobs?lang=ar` },
      { '@type': 'ListItem', position: 3, name: 'استشاري', item: `${BASE}/jobs/3?lang=ar` },
    ])
  })
})

describe('schema.org types', () => {
  // Checked by `tsc`: each builder's value is a schema-dts node, so a property schema.org does
  // not define on that type, or a value of the wrong kind, fails the type check.
  it('gives every builder a schema-dts value of its type', () => {
    const organization: WithContext<Organization> = organizationJsonLd(en, SOCIETY_EN)
    const events: WithContext<Event>[] = [
      eventJsonLd(en, SOCIETY_EN, event(), 'x'),
      eventJsonLd(ar, SOCIETY_AR, event({ location: 'Online', registration_mode: 'internal' })),
      eventJsonLd(
        en,
        SOCIETY_EN,
        event({ stream_url: 'https://stream.example.org/live', registration_mode: 'none' }),
      ),
    ]
    const article: WithContext<NewsArticle> = newsArticleJsonLd(en, SOCIETY_EN, post(), {
      description: 'x',
      modifiedAt: NOW,
    })
    const posting: WithContext<JobPosting> | undefined = jobPostingJsonLd(
      en,
      SOCIETY_EN,
      job({ employer: '', salary_max: null }),
      'x',
      NOW,
    )
    const trail: WithContext<BreadcrumbList> = breadcrumbJsonLd(en, {
      home: 'Home',
      list: { name: 'News', kind: 'news' },
      item: { name: 'x', id: 1 },
    })
    const node = (type: string) =>
      expect.objectContaining({ '@context': 'https://schema.org', '@type': type })
    expect([organization, ...events, article, posting, trail]).toEqual([
      node('Organization'),
      node('Event'),
      node('Event'),
      node('Event'),
      node('NewsArticle'),
      node('JobPosting'),
      node('BreadcrumbList'),
    ])
  })

  it('are types that refuse what schema.org does not define', () => {
    // @ts-expect-error -- an image's width is a Distance (text) or a QuantitativeValue, not a bare number
    const image: ImageObject = { '@type': 'ImageObject', url: `${BASE}/a.png`, width: 512 }
    // @ts-expect-error -- schema.org's JobPosting has no inLanguage (it is not a CreativeWork)
    const posting: JobPosting = { '@type': 'JobPosting', title: 'x', inLanguage: 'en' }
    expect([image, posting]).toHaveLength(2)
  })
})

describe('serializeJsonLd', () => {
  /** The element's text as an HTML parser reads it: up to the first `</script` in any case. */
  const scriptText = (html: string) => {
    const start = html.indexOf('>') + 1
    return html.slice(start, html.toLowerCase().indexOf('</script', start))
  }

  it('keeps a </script> in a title from closing the element, and reads back as the same value', () => {
    const value = newsArticleJsonLd(
      en,
      SOCIETY_EN,
      post({ title_en: 'Bones </script><script>alert(1)</script> & <!-- joints' }),
    )
    const html = `<script type="application/ld+json">${serializeJsonLd(value)}</script>`
    const text = scriptText(html)
    expect(text).not.toMatch(/[<>&]/)
    expect(JSON.parse(text)).toEqual(value)
    expect(text).toContain('\\u003c/script\\u003e')
  })

  it('escapes the line and paragraph separators', () => {
    const text = serializeJsonLd({ name: 'a\u2028b\u2029c' })
    expect(text).toBe('{"name":"a\\u2028b\\u2029c"}')
    expect(JSON.parse(text)).toEqual({ name: 'a\u2028b\u2029c' })
  })
})

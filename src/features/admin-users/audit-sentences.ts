import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AuditEntry, AuditVerb } from '@contract/audit'
import { isOneOf } from '@contract/narrow'
import { ROLES, TIERS, type Locale } from '@contract/constants'
import { pickBilingual } from '@/lib/format/bilingual'
import { formatDate, formatNumber } from '@/lib/format/format'
import { TIER_LABELS } from '@/lib/i18n/account-labels'
import { ROLE_LABELS } from './components/labels'

/*
 * The audit log as sentences. Each message names the actor as {actor} and the item as
 * {title}; the Arabic wording agrees with the actor through {gender} (female, male, or other
 * for an account whose gender is unknown, which reads neutrally).
 */
const SENTENCES: Readonly<Record<string, MessageDescriptor>> = {
  'job.create': msg({ message: '{actor} created the job “{title}”' }),
  'job.update': msg({ message: '{actor} edited the job “{title}”' }),
  'job.delete': msg({ message: '{actor} deleted the job “{title}”' }),
  'post.create': msg({ message: '{actor} created the post “{title}”' }),
  'post.update': msg({ message: '{actor} edited the post “{title}”' }),
  'post.delete': msg({ message: '{actor} deleted the post “{title}”' }),
  'event.create': msg({ message: '{actor} created the event “{title}”' }),
  'event.update': msg({ message: '{actor} edited the event “{title}”' }),
  'event.delete': msg({ message: '{actor} deleted the event “{title}”' }),
  'resource.create': msg({ message: '{actor} added the resource “{title}”' }),
  'resource.update': msg({ message: '{actor} edited the resource “{title}”' }),
  'resource.delete': msg({ message: '{actor} deleted the resource “{title}”' }),
  'event_session.create': msg({ message: '{actor} added the session “{title}”' }),
  'event_session.update': msg({ message: '{actor} edited the session “{title}”' }),
  'event_session.delete': msg({ message: '{actor} deleted the session “{title}”' }),
  'event_accreditation.create': msg({ message: '{actor} set the CME accreditation of “{title}”' }),
  'event_accreditation.update': msg({ message: '{actor} changed the CME accreditation of “{title}”' }),
  'cme_certificates.issue': msg({ message: '{actor} issued the certificates of “{title}”' }),
  'cme_certificate.revoke': msg({ message: '{actor} revoked the certificate of {title}' }),
  'user.approve': msg({ message: '{actor} approved the registration of {title}' }),
  'user.reject': msg({ message: '{actor} rejected the registration of {title}' }),
  'user.activate': msg({ message: '{actor} activated the account of {title}' }),
  'user.send-activation': msg({ message: '{actor} sent an activation email to {title}' }),
  'user.update': msg({ message: '{actor} changed the access of {title}' }),
  'user.delete': msg({ message: '{actor} deleted the account of {title}' }),
  'user.deletion_requested': msg({ message: '{actor} asked for their account to be deleted' }),
  'user.purge': msg({ message: 'The account of {title} was erased at the end of its deletion period' }),
}
const ANY_CHANGE = msg({ message: '{actor} made a change to “{title}”' })

/** The verbs of the action filter, as the reader reads them. */
export const VERB_LABELS: Readonly<Record<AuditVerb, MessageDescriptor>> = {
  create: msg`Creation`,
  update: msg`Editing`,
  delete: msg`Deletion`,
  approve: msg`Approval`,
  reject: msg`Rejection`,
  activate: msg`Activation`,
  'send-activation': msg`Activation email`,
  issue: msg`Certificate issue`,
  revoke: msg`Certificate revocation`,
  deletion_requested: msg`Account deletion request`,
  purge: msg`Account erasure`,
}

/** The fields a change can name, in the reader's language; any other reads "another field". */
const FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  title_ar: msg`Title (Arabic)`,
  title_en: msg`Title (English)`,
  body_md_ar: msg`Text (Arabic)`,
  body_md_en: msg`Text (English)`,
  description_ar: msg`Description (Arabic)`,
  description_en: msg`Description (English)`,
  status: msg`Status`,
  featured: msg`Featured`,
  category: msg`Category`,
  type: msg`Type`,
  kind: msg`Kind`,
  visibility: msg`Visibility`,
  location: msg`Place`,
  location_ar: msg`Place (Arabic)`,
  location_en: msg`Place (English)`,
  starts_at: msg`Starts`,
  ends_at: msg`Ends`,
  registration_deadline: msg`Registration deadline`,
  registration_mode: msg`Registration mode`,
  registration_link: msg`Registration link`,
  capacity: msg`Capacity`,
  stream_url: msg`Stream link`,
  feature_path: msg`Picture`,
  employer: msg`Employer`,
  employer_ar: msg`Employer (Arabic)`,
  employer_en: msg`Employer (English)`,
  requirements: msg`Requirements`,
  requirements_ar: msg`Requirements (Arabic)`,
  requirements_en: msg`Requirements (English)`,
  deadline: msg`Application deadline`,
  apply_url: msg`Application URL`,
  salary_min: msg`Minimum salary`,
  salary_max: msg`Maximum salary`,
  currency: msg`Currency`,
  job_type: msg`Job type`,
  experience_level: msg`Experience level`,
  specialty: msg`Specialty`,
  author: msg`Author`,
  author_ar: msg`Author (Arabic)`,
  author_en: msg`Author (English)`,
  keywords: msg`Keywords`,
  keywords_ar: msg`Keywords (Arabic)`,
  keywords_en: msg`Keywords (English)`,
  file_path: msg`File`,
  file_type: msg`File type`,
  role: msg`Role`,
  tier: msg`Tier`,
  is_active: msg`Active`,
  email: msg`Email`,
  full_name: msg`Name`,
  phone: msg`Phone`,
  notes: msg`Notes`,
  room: msg`Room`,
  track: msg`Track`,
  speakers: msg`Speakers`,
  credits: msg`CME credits`,
  max_credits: msg`Maximum credits`,
  accredited_on: msg`Accreditation date`,
  number: msg`Accreditation number`,
  logo_url: msg`Accreditation logo`,
}
const OTHER_FIELD = msg`Another field`

/** The person who acted: the account's name, else its e-mail, else the system (a scheduled task). */
export function actorOf(entry: AuditEntry, i18n: I18n): string {
  return entry.actor_name || entry.actor_email || i18n._(msg`The system`)
}

/** The message of an entry's sentence; it reads {actor}, {title} and {gender}. */
export function sentenceMessage(entry: AuditEntry): MessageDescriptor {
  const prefixed = entry.action.includes('.') ? entry.action : `${entry.entity}.${entry.action}`
  const key = entry.action.startsWith('account.') ? `user.${entry.verb}` : prefixed
  return SENTENCES[key] ?? ANY_CHANGE
}

export const fieldLabel = (field: string, i18n: I18n): string => i18n._(FIELD_LABELS[field] ?? OTHER_FIELD)

const ISO_STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const LONG = 120

/** One side of a change as the reader reads it: words for yes/no and roles, dates and numbers in the reader's digits, long text cut short. */
export function shownValue(field: string, value: unknown, i18n: I18n, locale: Locale): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`)
  if (typeof value === 'number') return formatNumber(value, locale)
  if (typeof value === 'string') {
    if (field === 'role' && isOneOf(ROLES, value)) return i18n._(ROLE_LABELS[value])
    if (field === 'tier' && isOneOf(TIERS, value)) return i18n._(TIER_LABELS[value])
    if (ISO_STAMP.test(value) && !Number.isNaN(Date.parse(value)))
      return formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' })
    return value.length > LONG ? `${value.slice(0, LONG)}…` : value
  }
  if (Array.isArray(value))
    return value.length === 0
      ? '—'
      : value.map((item) => shownValue(field, item, i18n, locale)).join(locale === 'ar' ? '، ' : ', ')
  if (typeof value === 'object') {
    const named = pickBilingual(
      locale,
      textField(value, 'name_ar') || textField(value, 'title_ar'),
      textField(value, 'name_en') || textField(value, 'title_en'),
    )
    if (named.text) return named.text
  }
  return i18n._(msg`(changed)`)
}

function textField(value: object, key: string): string {
  const field: unknown = Object.getOwnPropertyDescriptor(value, key)?.value
  return typeof field === 'string' ? field : ''
}

import type { ColumnType, Generated } from 'kysely'

/** Table types: timestamps are ISO-8601 UTC text and flags 0/1 integers on both dialects. */
export interface Database {
  app_meta: AppMetaTable
  users: UsersTable
  sessions: SessionsTable
  refresh_tokens: RefreshTokensTable
  activation_tokens: ActivationTokensTable
  password_reset_tokens: PasswordResetTokensTable
  email_change_tokens: EmailChangeTokensTable
  rate_limits: RateLimitsTable
  member_profiles: MemberProfilesTable
  member_committee_roles: MemberCommitteeRolesTable
  member_directory_counts: MemberDirectoryCountsTable
  member_directory_changes: MemberDirectoryChangesTable
  posts: PostsTable
  events: EventsTable
  resources: ResourcesTable
  jobs: JobsTable
  idempotency_keys: IdempotencyKeysTable
  audit_log: AuditLogTable
  event_sessions: EventSessionsTable
  event_session_speakers: EventSessionSpeakersTable
  programme_versions: ProgrammeVersionsTable
  member_agendas: MemberAgendasTable
  event_registrations: EventRegistrationsTable
  event_waitlist: EventWaitlistTable
  event_check_ins: EventCheckInsTable
  event_accreditations: EventAccreditationsTable
  cme_certificates: CmeCertificatesTable
  certificate_pdf_jobs: CertificatePdfJobsTable
  mail_queue: MailQueueTable
  passkeys: PasskeysTable
  passkey_challenges: PasskeyChallengesTable
  announcements: AnnouncementsTable
  announcement_recipients: AnnouncementRecipientsTable
  notifications: NotificationsTable
  notification_preferences: NotificationPreferencesTable
  push_subscriptions: PushSubscriptionsTable
  cpd_licences: CpdLicencesTable
  cpd_files: CpdFilesTable
  cpd_activities: CpdActivitiesTable
  cpd_transcripts: CpdTranscriptsTable
  cpd_reminders: CpdRemindersTable
}

/** `audience` is the JSON of its filters. */
export interface AnnouncementsTable {
  id: Generated<number>
  /** draft | scheduled | sending | sent */
  status: string
  subject_ar: string
  subject_en: string
  body_ar: string
  body_en: string
  link: string | null
  audience: string
  /** 1: a promotion, sent only to the members who opted in to promotions. */
  promotional: Generated<number>
  /** The event whose people the audience takes (what cme may write to). */
  event_id: number | null
  send_at: string | null
  /** A dispatch holds the row until then; a lapsed one is taken over. */
  claimed_until: string | null
  recipients: Generated<number>
  created_by: number | null
  created_at: string
  updated_at: string
  sent_at: string | null
}

/** The unique key keeps a repeated dispatch from reaching anyone twice. */
export interface AnnouncementRecipientsTable {
  announcement_id: number
  user_id: number
  language: string
  /** Null when the member receives no announcement e-mail. */
  message_id: string | null
  created_at: string
  /** The e-mail's outcome once the queue settled it (sent | failed); null while pending or never mailed. */
  mail_status: string | null
  mail_error: string | null
}

export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  kind: string
  title_ar: string
  title_en: string
  body_ar: string
  body_en: string
  link: string | null
  announcement_id: number | null
  /** The preference category it belongs to (NOTIFICATION_CATEGORIES). */
  category: Generated<string>
  /** What it is about when it is told once only (`event-reminder:12`); null otherwise. */
  topic: string | null
  created_at: string
  read_at: string | null
  /** 1 until the push sender has handled it (written 1 by default, so every new row is pushed). */
  push_pending: Generated<number>
  /** 0 when the member wanted it on their devices only, not in the notification centre. */
  listed: Generated<number>
}

/** One browser a member turned push notifications on in; its endpoint belongs to one member. */
export interface PushSubscriptionsTable {
  id: Generated<number>
  user_id: number
  endpoint: string
  p256dh: string
  auth: string
  user_agent: string | null
  created_at: string
}

/** Only where it differs from the default. */
export interface NotificationPreferencesTable {
  user_id: number
  category: string
  channel: string
  enabled: number
  updated_at: string
}

interface AuditLogTable {
  id: Generated<number>
  actor_id: number | null
  actor_email: string | null
  action: string
  entity: string
  entity_id: string | null
  before: string | null
  after: string | null
  created_at: string
}

/** `scope` is the method and path it answered. */
interface IdempotencyKeysTable {
  user_id: number
  key: string
  scope: string
  status: number
  body: string | null
  created_at: string
}

interface AppMetaTable {
  key: string
  value: string
}

export interface UsersTable {
  id: Generated<number>
  email: string
  password_hash: string
  role: string
  tier: string
  status: string
  is_active: number
  must_complete_profile: number
  /** The Arabic name, else the English one, kept in step with the pair. */
  full_name: string | null
  full_name_ar: ColumnType<string, string | undefined, string>
  full_name_en: ColumnType<string, string | undefined, string>
  /** female | male | null; Arabic grammar only. */
  gender: ColumnType<string | null, string | null | undefined, string | null>
  notes: string | null
  /** E.164; admins only. */
  phone: string | null
  registered_specialty: string | null
  /** `ar` | `en`: announcements are sent in it. */
  language: ColumnType<string, string | undefined, string>
  /** Switched off at once, purged after the grace period. */
  deletion_requested_at: ColumnType<string | null, string | null | undefined, string | null>
  created_at: string
  updated_at: string
}

/** Its id is the refresh-token family and the access tokens' `sid`; `ended_at` ends both kinds. */
interface SessionsTable {
  id: string
  user_id: number
  created_at: string
  expires_at: string
  ended_at: string | null
  /** The last sign-in or proof again in this session. */
  authenticated_at: string | null
  last_used_at: string | null
  user_agent: string | null
  /** password | passkey; null for sessions older than the column. */
  method: string | null
}

interface RefreshTokensTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  family_id: string
  created_at: string
  expires_at: string
  /** Rotation never extends a session past it. */
  family_expires_at: string
  rotated_at: string | null
  revoked_at: string | null
}

/** Stored as a hash, used or voided at most once. */
interface OneTimeTokensTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  created_at: string
  expires_at: string
  used_at: string | null
  voided_at: string | null
}

type ActivationTokensTable = OneTimeTokensTable

export type PasswordResetTokensTable = OneTimeTokensTable

export interface EmailChangeTokensTable {
  id: Generated<number>
  user_id: number
  new_email: string
  token_hash: string
  created_at: string
  expires_at: string
  used_at: string | null
  voided_at: string | null
}

interface RateLimitsTable {
  bucket: string
  count: number
  window_started_at: string
  blocked_until: string | null
}

/** Lists, rows and objects are JSON text. */
export interface MemberProfilesTable {
  user_id: number
  /** The Arabic name, else the English one, kept in step with the pair. */
  full_name: string
  full_name_ar: ColumnType<string, string | undefined, string>
  full_name_en: ColumnType<string, string | undefined, string>
  /** A copy of the account's (Arabic grammar only). */
  gender: ColumnType<string | null, string | null | undefined, string | null>
  specialty: string
  city: string
  region: string
  /** The visibility of the clinic location the region comes from. */
  location_visibility: string
  hospital: string
  bio: string
  bio_ar: ColumnType<string, string | undefined, string>
  bio_en: ColumnType<string, string | undefined, string>
  avatar_url: string | null
  years_of_experience: number | null
  consultant_since: string | null
  pronouns: string
  specialties: string
  cities: string
  hospitals: string
  teaching_roles: string
  clinical_interests: string
  languages_spoken: string
  work_contacts: string
  clinic_location: string
  links: string
  qualifications: string
  fellowships: string
  publications: string
  association_roles: string
  collaboration_interests: string
  display_preferences: string
  visibility: string
  /** foldArabic() of the name: short searches match its start. */
  sort_name: string
  sort_name_en: ColumnType<string, string | undefined, string>
  /** nameSortKey(): the directory's order. */
  sort_key: string
  /** nameSortKey(…, 'en') of the English name, else of the name: the English reader's order. */
  sort_key_en: ColumnType<string, string | undefined, string>
  search_text: string
  listed: number
  created_at: string
  updated_at: string
}

/** One row, raised by triggers whenever the directory's membership, filters or order may change. */
interface MemberDirectoryChangesTable {
  id: number
  changes: number
}

interface MemberDirectoryCountsTable {
  key: string
  listed: number
}

export interface MemberCommitteeRolesTable {
  id: Generated<number>
  user_id: number
  committee_id: string
  committee: string
  role: string
  start_date: string
  end_date: string
}

/** Search columns are written with server/lib/content-search.ts. */
interface ContentRow {
  search_text: string
  title_ar_key: string
  title_en_key: string
  created_at: string
  updated_at: string
  deleted_at: string | null
}

export interface PostsTable extends ContentRow {
  id: Generated<number>
  type: string
  status: string
  category: string | null
  title_ar: string
  title_en: string
  body_md_ar: string
  body_md_en: string
  feature_path: string | null
}

export interface EventsTable extends ContentRow {
  id: Generated<number>
  type: string
  status: string
  title_ar: string
  title_en: string
  description_ar: string
  description_en: string
  starts_at: string
  ends_at: string | null
  /** `online` in both for an online event. */
  location_ar: string
  location_en: string
  stream_url: string | null
  capacity: number | null
  registration_deadline: string | null
  registration_link: string | null
  registration_count: number
  /** external | internal | none. */
  registration_mode: Generated<string>
  feature_path: string | null
}

export interface ResourcesTable extends ContentRow {
  id: Generated<number>
  category: string
  visibility: string
  title_ar: string
  title_en: string
  description_ar: string
  description_en: string
  year: number | null
  specialty: string
  keywords_ar: string
  keywords_en: string
  file_path: string
  file_type: string
  file_size: number | null
  author_ar: string
  author_en: string
  download_count: number
  featured: number
}

export interface JobsTable extends ContentRow {
  id: Generated<number>
  title_ar: string
  title_en: string
  employer_ar: string
  employer_en: string
  location: string
  job_type: string
  experience_level: string
  category: string
  salary_min: number | null
  salary_max: number | null
  currency: string
  deadline: string | null
  apply_url: string | null
  body_md_ar: string
  body_md_en: string
  requirements_ar: string
  requirements_en: string
  featured: number
}

/** `cme_quarters` null = the default for its length. */
export interface EventSessionsTable {
  id: Generated<number>
  event_id: number
  title_ar: string
  title_en: string
  description_ar: string
  description_en: string
  starts_at: string
  ends_at: string
  room: string
  track: string
  type: string
  cme_quarters: number | null
  created_at: string
  updated_at: string
}

interface EventSessionSpeakersTable {
  id: Generated<number>
  session_id: number
  position: number
  name_ar: string
  name_en: string
  affiliation_ar: string
  affiliation_en: string
  photo_url: string | null
}

/** Removals included: the public ETag's source. */
interface ProgrammeVersionsTable {
  event_id: number
  updated_at: string
}

/** A JSON array of session ids. */
interface MemberAgendasTable {
  user_id: number
  event_id: number
  session_ids: string
  updated_at: string
}

/** A cancelled one stays, its ticket revoked. */
interface EventRegistrationsTable {
  id: Generated<number>
  event_id: number
  user_id: number
  status: string
  ticket_code: string
  created_at: string
  updated_at: string
  cancelled_at: string | null
}

interface EventWaitlistTable {
  id: Generated<number>
  event_id: number
  user_id: number
  created_at: string
  promoted_at: string | null
  left_at: string | null
}

/** The first per registration and session is the check-in. */
interface EventCheckInsTable {
  id: Generated<number>
  event_id: number
  registration_id: number
  /** 0 = the event's door. */
  session_id: number
  client_id: string
  device_id: string
  scanned_by: number | null
  scanned_at: string
  received_at: string
  flagged: Generated<number>
}

interface EventAccreditationsTable {
  event_id: number
  body: string
  number: string
  accredited_on: string | null
  /** Quarters of a credit; null = the programme decides. */
  max_quarters: number | null
  logo_url: string | null
  updated_at: string
}

/** Name and credits as they were when it was issued. */
interface CmeCertificatesTable {
  id: Generated<number>
  code: string
  event_id: number
  registration_id: number
  user_id: number
  full_name: string
  /** Null on certificates issued before names were kept in both languages. */
  full_name_ar: ColumnType<string | null, string | null | undefined, string | null>
  full_name_en: ColumnType<string | null, string | null | undefined, string | null>
  gender: ColumnType<string | null, string | null | undefined, string | null>
  credit_quarters: number
  issued_at: string
  issued_by: number | null
  revoked_at: string | null
  revoked_by: number | null
}

interface CertificatePdfJobsTable {
  code: string
  queued_at: string
  claimed_by: string | null
  claimed_until: string | null
  attempts: Generated<number>
  last_error: string | null
}

/** `headers` is a JSON object; bodies and log line are emptied once sent (they may hold single-use links). */
export interface MailQueueTable {
  id: Generated<number>
  message_id: string
  category: string
  language: string
  recipient: string
  subject: string
  headers: string
  body_text: string
  body_html: string
  log_line: string | null
  status: 'pending' | 'sent' | 'failed'
  attempts: Generated<number>
  last_error: string | null
  send_after: string
  claimed_by: string | null
  claimed_until: string | null
  created_at: string
  sent_at: string | null
}

export interface PasskeysTable {
  id: Generated<number>
  user_id: number
  credential_id: string
  public_key: string
  counter: ColumnType<number, number | undefined, number>
  transports: string
  user_handle: string
  name: string
  created_at: string
  last_used_at: string | null
}

interface PasskeyChallengesTable {
  challenge: string
  purpose: string
  user_id: number | null
  user_handle: string | null
  expires_at: string
}

/** Dates are YYYY-MM-DD, both included. */
interface CpdLicencesTable {
  user_id: number
  classification: string
  registration_number: string | null
  cycle_years: number
  cycle_start: string
  cycle_end: string
  /** For classification `other`, in quarter hours; null = the table decides. */
  required_quarters: number | null
  updated_at: string
}

interface CpdFilesTable {
  id: string
  user_id: number
  storage_key: string
  name: string
  type: string
  size: number
  created_at: string
}

/** Hours in quarters. */
interface CpdActivitiesTable {
  id: Generated<number>
  user_id: number
  title: string
  provider: string
  accreditation_number: string
  activity_type: string
  activity_date: string
  quarters: number
  file_id: string | null
  declared_distinct: Generated<number>
  created_at: string
  updated_at: string
}

/** A CPD transcript as issued: the totals and names it printed, its PDF under a private key. */
interface CpdTranscriptsTable {
  code: string
  user_id: number
  cycle_start: string
  cycle_end: string
  required_quarters: number | null
  earned_quarters: number
  activity_count: number
  full_name: string
  full_name_ar: string
  full_name_en: string
  registration_number: string | null
  fingerprint: string
  storage_key: string
  issued_at: string
}

/** A reminder sent: the member, the cycle's last day, the days left it was sent at. */
interface CpdRemindersTable {
  user_id: number
  cycle_end: string
  days: number
  sent_at: string
}

import type { ColumnType, Generated } from 'kysely'

/**
 * Table types of the whole database. Each module that adds a migration adds its tables
 * here. Timestamps are ISO-8601 strings in UTC on both dialects (text columns;
 * text on PostgreSQL too) and flags are integers 0/1 on both (docs/decisions/002).
 */
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
  cpd_licences: CpdLicencesTable
  cpd_files: CpdFilesTable
  cpd_activities: CpdActivitiesTable
  cpd_transcripts: CpdTranscriptsTable
  cpd_reminders: CpdRemindersTable
}

/** A bilingual message to chosen members; `audience` is the JSON of its filters. */
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
  /** The event whose people the audience takes, if any (what cme may write to). */
  event_id: number | null
  send_at: string | null
  /** A dispatch in progress holds the row until then; a lapsed one is taken over. */
  claimed_until: string | null
  recipients: Generated<number>
  created_by: number | null
  created_at: string
  updated_at: string
  sent_at: string | null
}

/** One per member an announcement reached: the unique key keeps a repeated dispatch from reaching anyone twice. */
export interface AnnouncementRecipientsTable {
  announcement_id: number
  user_id: number
  language: string
  /** The mail queue message of its e-mail; null when the member receives no announcement e-mail. */
  message_id: string | null
  created_at: string
}

/** The in-app notification centre. */
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
  created_at: string
  read_at: string | null
}

/** A member's choice per category and channel where it differs from the default. */
export interface NotificationPreferencesTable {
  user_id: number
  category: string
  channel: string
  enabled: number
  updated_at: string
}

/** Admin changes with before/after JSON text. */
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

/** One stored answer per (caller, Idempotency-Key); `scope` is the method and path it answered. */
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
  /** The spec's single name: the Arabic one, else the English one (kept in step with the pair). */
  full_name: string | null
  full_name_ar: ColumnType<string, string | undefined, string>
  full_name_en: ColumnType<string, string | undefined, string>
  /** For Arabic grammar only: female | male | null (unset, read neutrally). */
  gender: ColumnType<string | null, string | null | undefined, string | null>
  notes: string | null
  /** Given at registration, E.164; admins only. */
  phone: string | null
  /** Chosen at registration; opens the first profile. */
  registered_specialty: string | null
  /** The language the member reads in (`ar` | `en`): announcements are sent in it. */
  language: ColumnType<string, string | undefined, string>
  /** Set when the owner deleted the account: switched off at once, purged after the grace period. */
  deletion_requested_at: ColumnType<string | null, string | null | undefined, string | null>
  created_at: string
  updated_at: string
}

/**
 * One sign-in: its id is the refresh-token family and the `sid` claim of its access
 * tokens; `ended_at` set (logout, reuse, deactivation…) ends both kinds of token.
 */
interface SessionsTable {
  id: string
  user_id: number
  created_at: string
  /** Absolute end, the same as its refresh tokens' family_expires_at. */
  expires_at: string
  ended_at: string | null
  /** The last time the owner proved who they are in this session (sign-in, password or passkey asked again). */
  authenticated_at: string | null
  /** When the session last rotated its refresh token (or started): not touched by every request. */
  last_used_at: string | null
  /** The browser's User-Agent as sent at sign-in, cut to SESSION_USER_AGENT_MAX characters; null when none was sent. */
  user_agent: string | null
  /** How it was signed in: password | passkey (null for sessions older than the column). */
  method: string | null
}

/** Accounts: opaque refresh tokens, stored hashed, rotated within a family. */
interface RefreshTokensTable {
  id: Generated<number>
  user_id: number
  token_hash: string
  family_id: string
  created_at: string
  expires_at: string
  /** Absolute end of the family: rotation never extends a session past it. */
  family_expires_at: string
  rotated_at: string | null
  revoked_at: string | null
}

/** A one-time token mailed to a user: stored as a hash, used or voided at most once. */
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

/** Same shape as activation tokens, in a table of its own so a token only ever serves its own purpose. */
export type PasswordResetTokensTable = OneTimeTokensTable

/** A pending change of e-mail: the new address, confirmed by the link mailed to it. */
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

/** Login throttling and resend limits, shared by every instance. */
interface RateLimitsTable {
  bucket: string
  count: number
  window_started_at: string
  blocked_until: string | null
}

/** One profile per user; lists, rows and objects are JSON text (see the migration). */
export interface MemberProfilesTable {
  user_id: number
  /** The Arabic name, else the English one (kept in step with the pair, like `bio`). */
  full_name: string
  full_name_ar: ColumnType<string, string | undefined, string>
  full_name_en: ColumnType<string, string | undefined, string>
  /** female | male | null, a copy of the account's (Arabic grammar only). */
  gender: ColumnType<string | null, string | null | undefined, string | null>
  specialty: string
  city: string
  region: string
  /** The visibility of the clinic location the region comes from (public, members_only, private). */
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
  /** foldArabic() of the name: the short searches match its start. */
  sort_name: string
  /** foldArabic() of the English name ('' when none): short searches match its start too. */
  sort_name_en: ColumnType<string, string | undefined, string>
  /** nameSortKey() of the name: the directory's order (contract/name-sort-key.ts). */
  sort_key: string
  search_text: string
  listed: number
  created_at: string
  updated_at: string
}

/** One row: raised by triggers whenever the directory's membership, filters or order may change. */
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

/**
 * Public content, each stored once for both readings. `search_text`,
 * `title_ar_key` and `title_en_key` are written with server/lib/content-search.ts.
 */
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
  /** The venue in each language; `online` in both for an online event. */
  location_ar: string
  location_en: string
  stream_url: string | null
  capacity: number | null
  registration_deadline: string | null
  registration_link: string | null
  registration_count: number
  /** external (the spec's link), internal (registration in the portal) or none. */
  registration_mode: Generated<string>
  /** The event's picture: an /uploads/events/… upload or an http(s) URL; null without one. */
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
  /** JSON lists of strings, one per language. */
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
  /** Newline-separated, in each language. */
  requirements_ar: string
  requirements_en: string
  featured: number
}

/** One session of an event's programme; `cme_quarters` null = the default for its length. */
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

/** When an event's programme last changed, removals included (the public ETag's source). */
interface ProgrammeVersionsTable {
  event_id: number
  updated_at: string
}

/** A member's starred sessions of one event: a JSON array of session ids. */
interface MemberAgendasTable {
  user_id: number
  event_id: number
  session_ids: string
  updated_at: string
}

/** A member's registration; a cancelled one stays (its ticket is then revoked). */
interface EventRegistrationsTable {
  id: Generated<number>
  event_id: number
  user_id: number
  /** registered | cancelled */
  status: string
  ticket_code: string
  created_at: string
  updated_at: string
  cancelled_at: string | null
}

/** Waiting for a seat of a full event, in order of `id`. */
interface EventWaitlistTable {
  id: Generated<number>
  event_id: number
  user_id: number
  created_at: string
  promoted_at: string | null
  left_at: string | null
}

/** One scan a door device sent; the first per registration and session is the check-in. */
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
  /** 1 when another device had already admitted the same ticket. */
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

/** A CME certificate: name and credits as they were when it was issued. */
interface CmeCertificatesTable {
  id: Generated<number>
  code: string
  event_id: number
  registration_id: number
  user_id: number
  full_name: string
  /** Null on a certificate issued before names were kept in both languages (filled once from the profile). */
  full_name_ar: ColumnType<string | null, string | null | undefined, string | null>
  full_name_en: ColumnType<string | null, string | null | undefined, string | null>
  gender: ColumnType<string | null, string | null | undefined, string | null>
  credit_quarters: number
  issued_at: string
  issued_by: number | null
  revoked_at: string | null
  revoked_by: number | null
}

/** Certificate PDFs waiting for background generation, claimed by one instance at a time. */
interface CertificatePdfJobsTable {
  code: string
  queued_at: string
  claimed_by: string | null
  claimed_until: string | null
  attempts: Generated<number>
  last_error: string | null
}

/**
 * One e-mail: queued with the change that causes it, delivered by the sender
 * (server/lib/mail/sender.ts). `headers` is a JSON object of extra header lines; the bodies
 * and the log line are emptied once the message is sent (they may hold single-use links).
 */
export interface MailQueueTable {
  id: Generated<number>
  message_id: string
  category: string
  /** The languages of the body, as `Content-Language` lists them (`ar, en`). */
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

/** Accounts: WebAuthn credentials (base64url ids and COSE public keys), at most one row per credential. */
export interface PasskeysTable {
  id: Generated<number>
  user_id: number
  credential_id: string
  public_key: string
  counter: ColumnType<number, number | undefined, number>
  /** JSON array of the transports the browser reported. */
  transports: string
  user_handle: string
  name: string
  created_at: string
  last_used_at: string | null
}

/** Accounts: single-use WebAuthn challenges (registration, login, reauth) with their expiry. */
interface PasskeyChallengesTable {
  challenge: string
  purpose: string
  user_id: number | null
  user_handle: string | null
  expires_at: string
}

/** A member's licence cycle for the CPD record; dates are YYYY-MM-DD, both included. */
interface CpdLicencesTable {
  user_id: number
  classification: string
  registration_number: string | null
  cycle_years: number
  cycle_start: string
  cycle_end: string
  /** The member's own requirement in quarter hours (classification `other`); null = the table decides. */
  required_quarters: number | null
  updated_at: string
}

/** A certificate file a member uploaded for an external CPD activity, stored under a private key. */
interface CpdFilesTable {
  id: string
  user_id: number
  storage_key: string
  name: string
  type: string
  size: number
  created_at: string
}

/** An external CPD activity a member added; hours in quarters. */
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

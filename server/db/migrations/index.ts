import type { Kysely } from 'kysely'
import * as core from './20261122-2300-core'
import * as accounts from './20261122-2310-accounts'
import * as content from './20261122-2320-content'
import * as memberProfiles from './20261122-2330-member-profiles'
import * as idempotency from './20261123-0010-idempotency'
import * as memberCounts from './20261122-2331-member-counts'
import * as auditLog from './20261122-2340-audit-log'
import * as sessions from './20261124-1010-sessions'
import * as memberLocationVisibility from './20261124-1020-member-location-visibility'
import * as passwordResetTokens from './20261124-1630-password-reset-tokens'
import * as registrationDetails from './20261124-1800-registration-details'
import * as referenceCodes from './20261126-0700-reference-codes'
import * as eventProgramme from './20261126-0700-event-programme'
import * as accountData from './20261126-0730-account-data'
import * as eventRegistrations from './20261126-0800-event-registrations'
import * as cmeCertificates from './20261126-0900-cme-certificates'
import * as certificatePdfJobs from './20261126-1000-certificate-pdf-jobs'
import * as jobCityCodes from './20261126-1000-job-city-codes'
import * as directoryOrder from './20261126-1000-directory-order'
import * as directoryCardChanges from './20261126-1700-directory-card-changes'
import * as mailQueue from './20261127-0900-mail-queue'
import * as idempotencyPerCaller from './20261201-1200-idempotency-per-caller'
import * as sessionSignInTime from './20261201-1400-session-sign-in-time'
import * as sessionDevices from './20261201-1500-session-devices'
import * as passkeys from './20261201-1410-passkeys'
import * as bilingualContent from './20261202-0100-bilingual-content'
import * as bilingualNames from './20261202-0200-bilingual-names'
import * as userLanguage from './20261202-0400-user-language'
import * as announcements from './20261202-0410-announcements'
import * as eventPictures from './20261202-0430-event-pictures'
import * as cpdRecord from './20261202-0440-cpd-record'
import * as notificationTopics from './20261202-0510-notification-topics'
import * as webPush from './20261202-0520-web-push'
import * as cpdTranscripts from './20261202-0700-cpd-transcripts'
import * as englishDirectoryOrder from './20261202-0710-english-directory-order'
import * as promotionalAnnouncements from './20261202-0800-promotional-announcements'

/** Every migration, in order, frozen once landed; add new ones at the end as `YYYYMMDD-HHMM-what`. */
export const migrations: Record<string, { up: (db: Kysely<unknown>) => Promise<void> }> = {
  '20261122-2300-core': core,
  '20261122-2310-accounts': accounts,
  '20261122-2320-content': content,
  '20261122-2330-member-profiles': memberProfiles,
  '20261123-0010-idempotency': idempotency,
  '20261122-2331-member-counts': memberCounts,
  '20261122-2340-audit-log': auditLog,
  '20261124-1010-sessions': sessions,
  '20261124-1020-member-location-visibility': memberLocationVisibility,
  '20261124-1630-password-reset-tokens': passwordResetTokens,
  '20261124-1800-registration-details': registrationDetails,
  '20261126-0700-reference-codes': referenceCodes,
  '20261126-0700-event-programme': eventProgramme,
  '20261126-0730-account-data': accountData,
  '20261126-0800-event-registrations': eventRegistrations,
  '20261126-0900-cme-certificates': cmeCertificates,
  '20261126-1000-certificate-pdf-jobs': certificatePdfJobs,
  '20261126-1000-job-city-codes': jobCityCodes,
  '20261126-1000-directory-order': directoryOrder,
  '20261126-1700-directory-card-changes': directoryCardChanges,
  '20261127-0900-mail-queue': mailQueue,
  '20261201-1200-idempotency-per-caller': idempotencyPerCaller,
  '20261201-1400-session-sign-in-time': sessionSignInTime,
  '20261201-1410-passkeys': passkeys,
  '20261201-1500-session-devices': sessionDevices,
  '20261202-0100-bilingual-content': bilingualContent,
  '20261202-0200-bilingual-names': bilingualNames,
  '20261202-0400-user-language': userLanguage,
  '20261202-0410-announcements': announcements,
  '20261202-0430-event-pictures': eventPictures,
  '20261202-0440-cpd-record': cpdRecord,
  '20261202-0510-notification-topics': notificationTopics,
  '20261202-0520-web-push': webPush,
  '20261202-0700-cpd-transcripts': cpdTranscripts,
  '20261202-0710-english-directory-order': englishDirectoryOrder,
  '20261202-0800-promotional-announcements': promotionalAnnouncements,
}

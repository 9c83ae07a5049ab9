import {
  CpdDeletedSchema,
  CpdExternalActivitySchema,
  CpdFileSchema,
  CpdLicenceSchema,
  CpdRecordSchema,
  CpdSummarySchema,
  CpdTranscriptSchema,
  CpdTranscriptVerificationSchema,
} from '@contract/cpd'
import { describeRoutes } from '../../lib/api-description'

const idempotencyKey = [
  {
    name: 'Idempotency-Key',
    description:
      'Makes a replayed request (queued offline) apply once: the same key answers the first answer again.',
  },
] as const
const activityMissing = { 404: ['cpdActivityNotFound'] } as const
const activityRefusals = { 422: ['cpdHoursInvalid', 'cpdDateOutOfRange', 'cpdFileNotFound'] } as const

export const cpdDescriptions = describeRoutes({
  'GET /api/members/me/cpd': {
    summary: "Your CPD record: licence, one cycle's totals and its activities",
    description:
      "The portal's certificates (not revoked) count automatically, dated by the event's first day; an external activity with the same accreditation number and date as an earlier entry is flagged `duplicate` and left out of the totals until it is saved with `distinct: true`. `?cycle=previous` answers the cycle of the same length before the current one. Without a licence, `cycle` is null and every activity is listed.",
    response: { schema: CpdRecordSchema },
  },
  'PUT /api/members/me/cpd/licence': {
    summary:
      'Save your licence and its cycle (the end and length; the start when it is not the end stepped back by the length)',
    description:
      'Consultants and specialists need the hours of the SCFHS table (30, 90 or 150 for 1, 3 or 5 years); residents are exempt; `other` gives its own `required_hours`.',
    response: { schema: CpdLicenceSchema },
    errors: { 422: ['cpdCycleEndBeforeStart', 'cpdDateOutOfRange', 'cpdHoursInvalid'] },
  },
  'POST /api/members/me/cpd/files': {
    summary:
      'Upload the certificate file of an external activity (PDF, JPEG, PNG or WebP, at most 10 MB); the activity write names its id',
    body: { multipart: { file: 'file' } },
    headers: idempotencyKey,
    response: { status: 201, schema: CpdFileSchema },
    errors: {
      409: ['idempotencyInProgress'],
      413: ['cpdFileTooLarge'],
      415: ['cpdFileTypeNotAllowed', 'multipartRequired'],
      429: ['tooManyUploads'],
      503: ['storageUnavailable'],
    },
  },
  'POST /api/members/me/cpd/activities': {
    summary: 'Add an external activity to your record',
    headers: idempotencyKey,
    response: { status: 201, schema: CpdExternalActivitySchema },
    errors: { ...activityRefusals, 409: ['idempotencyInProgress'] },
  },
  'PUT /api/members/me/cpd/activities/:id{[0-9]+}': {
    summary: 'Edit one of your external activities',
    response: { schema: CpdExternalActivitySchema },
    errors: { ...activityMissing, ...activityRefusals },
  },
  'DELETE /api/members/me/cpd/activities/:id{[0-9]+}': {
    summary: 'Delete one of your external activities and its file',
    response: { schema: CpdDeletedSchema },
    errors: activityMissing,
  },
  'GET /api/members/me/cpd/activities/:id{[0-9]+}/file': {
    summary: "The certificate file of one of your external activities (another member's answers 404)",
    response: {
      contentType: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
      description: 'The file as uploaded',
      bodiless: { 304: 'The copy named by If-None-Match is current' },
    },
    errors: activityMissing,
  },
  'POST /api/members/me/cpd/transcripts': {
    summary:
      'Issue the bilingual PDF transcript of your current or previous cycle (`{"cycle": "previous"}`); answers its code and the PDF\'s address',
    description:
      'A transcript prints the record as it stands: asked again with nothing changed, the same transcript answers 200; after any change a new one with a new code answers 201, and the older ones still verify, marked `superseded`.',
    response: { status: 201, alsoStatus: 200, schema: CpdTranscriptSchema },
    errors: { 409: ['cpdNoLicence'] },
  },
  'GET /api/members/me/cpd/transcripts/:code/pdf': {
    summary: "The PDF of one of your transcripts (another member's code answers 404)",
    response: {
      contentType: 'application/pdf',
      description: 'The transcript, portrait A4',
      bodiless: { 304: 'The copy named by If-None-Match is current' },
    },
    errors: { 404: ['cpdTranscriptNotFound'] },
  },
  'GET /api/cpd/transcripts/:code': {
    summary:
      'Verify a CPD transcript by its code: whose, which cycle, its totals and date (never the activities or their files)',
    response: { schema: CpdTranscriptVerificationSchema },
    errors: { 404: ['cpdTranscriptNotFound'] },
  },
  'GET /api/admin/cpd/summary': {
    summary:
      "CPD aggregates for the back office: members on track or behind, and the hours the society's certificates gave by month (never a member's activities)",
    response: { schema: CpdSummarySchema },
  },
})

import {
  AccreditationSchema,
  CertificateListSchema,
  EligibleAttendeesSchema,
  CertificateVerificationSchema,
  IssueResultSchema,
  RevokedCertificateSchema,
} from '@contract/certificates'
import { describeRoutes } from '../../lib/api-description'

const eventMissing = { 404: ['eventNotFound'] } as const
const certificateMissing = { 404: ['certificateNotFound'] } as const

export const certificatesDescriptions = describeRoutes({
  'GET /api/certificates/:code': {
    summary: 'Verify a CME certificate by its code (a revoked one answers valid: false)',
    response: { schema: CertificateVerificationSchema },
    errors: certificateMissing,
  },
  'GET /api/certificates/:code/pdf': {
    summary:
      'The certificate as a bilingual PDF (anyone holding the code); answers an ETag and 304 to If-None-Match; a revoked certificate answers 410',
    response: {
      contentType: 'application/pdf',
      description: 'The PDF, landscape A4, one page',
      bodiless: { 304: 'The copy named by If-None-Match is current' },
    },
    errors: { ...certificateMissing, 410: ['certificateRevoked'] },
  },
  'GET /api/members/me/certificates': {
    summary: "The member's CME certificates",
    response: { schema: CertificateListSchema },
  },
  'GET /api/admin/events/:id{[0-9]+}/accreditation': {
    summary: "The event's CME accreditation",
    response: { schema: AccreditationSchema },
    errors: eventMissing,
  },
  'PUT /api/admin/events/:id{[0-9]+}/accreditation': {
    summary: "Save the event's CME accreditation",
    response: { schema: AccreditationSchema },
    errors: eventMissing,
  },
  'GET /api/admin/events/:id{[0-9]+}/certificates': {
    summary: 'Certificates issued for an event',
    response: { schema: CertificateListSchema },
    errors: eventMissing,
  },
  'GET /api/admin/events/:id{[0-9]+}/certificates/eligible': {
    summary:
      'Checked-in attendees who may receive a certificate, the credits each would get, and their live certificate',
    response: { schema: EligibleAttendeesSchema },
    errors: eventMissing,
  },
  'POST /api/admin/events/:id{[0-9]+}/certificates': {
    summary:
      'Issue certificates to checked-in attendees (all, or the registrations named); credits from the sessions attended, parallel ones once',
    response: { status: 201, schema: IssueResultSchema },
    errors: { ...eventMissing, 422: ['notCheckedIn'] },
  },
  'POST /api/admin/certificates/:code/revoke': {
    summary: 'Revoke a certificate',
    response: { schema: RevokedCertificateSchema },
    errors: { ...certificateMissing, 409: ['certificateAlreadyRevoked'] },
  },
})

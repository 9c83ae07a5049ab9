import {
  AnnouncementListSchema,
  AnnouncementSchema,
  AudienceCountSchema,
  DeliveryReportSchema,
  UnsubscribeSchema,
} from '@contract/announcements'
import { DeletedResponseSchema } from '@contract/posts'
import * as v from 'valibot'
import { describeRoutes } from '../../lib/api-description'

const notFound = { 404: ['announcementNotFound'] } as const
const cmeLimit = { 403: ['eventAudienceOnly'] } as const

export const announcementsDescriptions = describeRoutes({
  'GET /api/admin/announcements': {
    summary: 'Drafts, scheduled and sent announcements, newest first',
    response: { schema: AnnouncementListSchema },
  },
  'POST /api/admin/announcements': {
    summary: 'Write an announcement (a draft)',
    response: { status: 201, schema: AnnouncementSchema },
    errors: cmeLimit,
  },
  'POST /api/admin/announcements/audience-count': {
    summary:
      'How many members a send to an audience would reach now, by language, and how many of it their own choices leave out',
    response: { schema: AudienceCountSchema },
    errors: cmeLimit,
  },
  'GET /api/admin/announcements/:id{[0-9]+}': {
    summary: 'One announcement',
    response: { schema: AnnouncementSchema },
    errors: notFound,
  },
  'PUT /api/admin/announcements/:id{[0-9]+}': {
    summary: 'Save a draft or scheduled announcement',
    response: { schema: AnnouncementSchema },
    errors: { ...notFound, ...cmeLimit, 409: ['announcementNotEditable'] },
  },
  'DELETE /api/admin/announcements/:id{[0-9]+}': {
    summary: 'Delete a draft or scheduled announcement',
    response: { schema: DeletedResponseSchema },
    errors: { ...notFound, 409: ['announcementNotEditable'] },
  },
  'POST /api/admin/announcements/:id{[0-9]+}/send': {
    summary: 'Send now (no `at`) or at a time (an ISO instant, or a wall-clock time read in Saudi time)',
    response: { schema: AnnouncementSchema },
    errors: {
      ...notFound,
      ...cmeLimit,
      409: ['announcementNotEditable'],
      422: ['audienceEmpty', 'sendAtPast'],
    },
  },
  'POST /api/admin/announcements/:id{[0-9]+}/cancel': {
    summary: 'Cancel a scheduled announcement: it goes back to the drafts',
    response: { schema: AnnouncementSchema },
    errors: { ...notFound, 409: ['announcementNotEditable'] },
  },
  'GET /api/admin/announcements/:id{[0-9]+}/report': {
    summary:
      'The delivery report: recipients, e-mails queued, sent, failed (with the SMTP reason), unsubscribed since',
    response: { schema: DeliveryReportSchema },
    errors: notFound,
  },
  'POST /api/admin/announcements/:id{[0-9]+}/test': {
    summary: 'E-mail each written language to oneself, marked as a test',
    response: { schema: v.object({ sent: v.number() }) },
    errors: notFound,
  },
  'GET /api/unsubscribe': {
    summary: 'What an unsubscribe link turns off (changes nothing)',
    response: { schema: UnsubscribeSchema },
    errors: { 400: ['unsubscribeLinkInvalid'] },
  },
  'POST /api/unsubscribe': {
    summary: "Turn off the e-mail of the link's category (RFC 8058 one-click, no sign-in)",
    response: { schema: UnsubscribeSchema },
    errors: { 400: ['unsubscribeLinkInvalid'] },
  },
})

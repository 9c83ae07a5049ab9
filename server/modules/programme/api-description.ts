import {
  AdminProgrammeSchema,
  AdminSessionResponseSchema,
  AgendaSchema,
  ProgrammeSchema,
} from '@contract/programme'
import { DeletedResponseSchema } from '@contract/posts'
import { describeRoutes } from '../../lib/api-description'

const eventMissing = { 404: ['eventNotFound'] } as const
const sessionMissing = { 404: ['eventNotFound', 'sessionNotFound'] } as const

export const programmeDescriptions = describeRoutes({
  'GET /api/events/:id{[0-9]+}/programme': {
    summary:
      "A published event's programme (sessions, rooms, tracks, speakers, CME credits); answers an ETag and 304 to If-None-Match",
    response: { schema: ProgrammeSchema, bodiless: { 304: 'The copy named by If-None-Match is current' } },
    errors: eventMissing,
  },
  'GET /api/members/me/agenda/:eventId{[0-9]+}': {
    summary: 'The sessions the member starred for an event',
    response: { schema: AgendaSchema },
    errors: eventMissing,
  },
  'PUT /api/members/me/agenda/:eventId{[0-9]+}': {
    summary: "Replace the member's starred sessions of an event (honours Idempotency-Key)",
    response: { schema: AgendaSchema },
    errors: eventMissing,
    headers: [
      {
        name: 'Idempotency-Key',
        description:
          'Makes a replayed request (queued offline) apply once: the same key answers the first answer again.',
      },
    ],
  },
  'GET /api/admin/events/:id{[0-9]+}/sessions': {
    summary: "Any event's programme with its room and speaker clashes",
    response: { schema: AdminProgrammeSchema },
    errors: eventMissing,
  },
  'POST /api/admin/events/:id{[0-9]+}/sessions': {
    summary: 'Add a session; clashes come back as warnings, never refusals',
    response: { status: 201, schema: AdminSessionResponseSchema },
    errors: { ...eventMissing, 403: ['cmeCreditsRestricted'] },
  },
  'PUT /api/admin/events/:id{[0-9]+}/sessions/:sid{[0-9]+}': {
    summary: 'Save a session (moving it is saving new times or room)',
    response: { schema: AdminSessionResponseSchema },
    errors: { ...sessionMissing, 403: ['cmeCreditsRestricted'] },
  },
  'DELETE /api/admin/events/:id{[0-9]+}/sessions/:sid{[0-9]+}': {
    summary: 'Remove a session',
    response: { schema: DeletedResponseSchema },
    errors: sessionMissing,
  },
})

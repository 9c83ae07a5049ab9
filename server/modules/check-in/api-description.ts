import { CheckInDataSchema, CheckInResultSchema } from '@contract/registrations'
import { describeRoutes } from '../../lib/api-description'

export const checkInDescriptions = describeRoutes({
  'POST /api/events/:id{[0-9]+}/check-ins': {
    summary:
      'Record one scan of an e-ticket (or a registration found by name) at the door or a session hall (a replayed client_id counts once)',
    response: { schema: CheckInResultSchema },
    errors: { 404: ['eventNotFound', 'ticketNotFound', 'sessionNotFound'], 409: ['ticketRevoked'] },
  },
  'GET /api/events/:id{[0-9]+}/check-in-data': {
    summary:
      'What a door caches to decide offline: ticket public keys, the roster (names only) and check-ins; with since, the changes after it',
    response: { schema: CheckInDataSchema },
    errors: { 404: ['eventNotFound'] },
  },
})

import {
  AttendeeListSchema,
  CancelledSchema,
  MyRegistrationSchema,
  MyTicketsSchema,
  RegistrationSchema,
  WaitlistEntrySchema,
} from '@contract/registrations'
import { describeRoutes } from '../../lib/api-description'

const idempotencyKey = [
  {
    name: 'Idempotency-Key',
    description:
      'Makes a replayed request (queued offline) apply once: the same key answers the first answer again.',
  },
] as const
const eventMissing = { 404: ['eventNotFound'] } as const

export const registrationsDescriptions = describeRoutes({
  'POST /api/events/:id{[0-9]+}/registrations': {
    summary:
      'Register for an event that registers in the portal: 201 with a signed e-ticket the first time, 200 with the same ticket after',
    response: { status: 201, alsoStatus: 200, schema: RegistrationSchema },
    errors: { ...eventMissing, 409: ['registrationNotOffered', 'registrationClosed', 'eventFull'] },
    headers: idempotencyKey,
  },
  'GET /api/events/:id{[0-9]+}/registrations/me': {
    summary: "The member's registration and ticket, or place on the waiting list",
    response: { schema: MyRegistrationSchema },
    errors: eventMissing,
  },
  'DELETE /api/events/:id{[0-9]+}/registrations/me': {
    summary:
      'Cancel the registration (the ticket is revoked; the seat goes to the first member waiting) or leave the waiting list',
    response: { schema: CancelledSchema },
    errors: { 404: ['eventNotFound', 'notRegistered'] },
    headers: idempotencyKey,
  },
  'GET /api/members/me/tickets': {
    summary: "The member's live tickets whose door is still open, soonest event first",
    response: { schema: MyTicketsSchema },
  },
  'POST /api/events/:id{[0-9]+}/waitlist': {
    summary: 'Join the waiting list of a full event (201; 200 with the same place after)',
    response: { status: 201, alsoStatus: 200, schema: WaitlistEntrySchema },
    errors: {
      ...eventMissing,
      409: ['registrationNotOffered', 'registrationClosed', 'seatsAvailable', 'alreadyRegistered'],
    },
    headers: idempotencyKey,
  },
  'GET /api/admin/events/:id{[0-9]+}/registrations': {
    summary: 'Attendees (with their first check-in) and the waiting list',
    response: { schema: AttendeeListSchema },
    errors: eventMissing,
  },
})

import { randomUUID } from 'node:crypto'
import type { CheckInData, CheckInResult } from '@contract/registrations'
import type * as v from 'valibot'
import type { CheckInRequestSchema } from '@contract/registrations'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { HttpError, notFound } from '../../lib/errors'
import { ticketPublicKeys, verifyTicket } from '../../lib/tickets'
import { existingEvent } from '../events/service'
import { isSessionOf } from '../programme/service'
import { doorRoster, registrationForDoor } from '../registrations/service'
import * as repository from './repository'

const DOOR = 0

const ticketNotFound = () => notFound('Ticket not found for this event', 'ticketNotFound')

/** The ticket's registration once its signature and event check out, or the one staff picked by name. */
async function scannedRegistrationId(
  deps: AppDeps,
  eventId: number,
  input: v.InferOutput<typeof CheckInRequestSchema>,
): Promise<number> {
  if (input.ticket_code === undefined) {
    // The schema lets a scan through only with a ticket code or a registration id.
    if (input.registration_id === undefined) throw ticketNotFound()
    return input.registration_id
  }
  const ticket = await verifyTicket(deps.db, input.ticket_code)
  if (!ticket || ticket.eventId !== eventId) throw ticketNotFound()
  return ticket.registrationId
}

/**
 * Scans are facts, recorded at `scanned_at` even when synced later. The first scan admits; later ones answer
 * `already_checked_in`, flagged for review when from another device; a replayed `client_id` records nothing.
 */
export async function checkIn(
  deps: AppDeps,
  viewer: Viewer,
  eventId: number,
  input: v.InferOutput<typeof CheckInRequestSchema>,
): Promise<CheckInResult> {
  await existingEvent(deps, eventId, 'admin')
  const registration = await registrationForDoor(deps, await scannedRegistrationId(deps, eventId, input))
  if (!registration || registration.event_id !== eventId) throw ticketNotFound()
  if (registration.status === 'cancelled')
    throw new HttpError(409, 'This ticket was cancelled', 'ticketRevoked')
  const sessionId = input.session_id ?? DOOR
  if (sessionId !== DOOR && !(await isSessionOf(deps, eventId, sessionId)))
    throw notFound('Session not found', 'sessionNotFound')

  const clientId = input.client_id ?? randomUUID()
  const replayed = await repository.findByClientId(deps.db, clientId)
  if (!replayed) {
    const now = deps.now().toISOString()
    const deviceId = input.device_id ?? `user-${viewer.id}`
    const first = await repository.firstScan(deps.db, registration.id, sessionId)
    try {
      await repository.insertScan(deps.db, {
        event_id: eventId,
        registration_id: registration.id,
        session_id: sessionId,
        client_id: clientId,
        device_id: deviceId,
        scanned_by: viewer.id,
        scanned_at: input.scanned_at ? new Date(input.scanned_at).toISOString() : now,
        received_at: now,
        flagged: first && first.device_id !== deviceId ? 1 : 0,
      })
    } catch (error) {
      // A twin of this very scan (same client id) was recorded first: answer as it.
      if (!(await repository.findByClientId(deps.db, clientId))) throw error
    }
  }
  const mine = await repository.findByClientId(deps.db, clientId)
  const first = await repository.firstScan(deps.db, registration.id, sessionId)
  if (!mine || !first) throw new Error('A recorded scan vanished')
  if (mine.registration_id !== registration.id)
    throw new HttpError(422, [{ msg: 'validation.invalid', loc: ['body', 'client_id'] }], 'validationFailed')
  return {
    status: first.id === mine.id ? 'checked_in' : 'already_checked_in',
    checked_in_at: first.scanned_at,
    attendee: {
      full_name: registration.full_name,
      full_name_ar: registration.full_name_ar,
      full_name_en: registration.full_name_en,
    },
    registration_id: registration.id,
    session_id: sessionId === DOOR ? null : sessionId,
    flagged: mine.flagged === 1,
  }
}

/** What a door needs to decide offline, whole or (with `since`) what changed after it. */
export async function checkInData(
  deps: AppDeps,
  eventId: number,
  since: string | undefined,
): Promise<CheckInData> {
  await existingEvent(deps, eventId, 'admin')
  const generatedAt = deps.now().toISOString()
  const sinceIso = since ? new Date(since).toISOString() : undefined
  const [keys, roster, scans] = await Promise.all([
    ticketPublicKeys(deps.db),
    doorRoster(deps, eventId, sinceIso),
    repository.scansSince(deps.db, eventId, sinceIso),
  ])
  return {
    event_id: eventId,
    generated_at: generatedAt,
    keys,
    roster,
    check_ins: scans.map((scan) => ({
      registration_id: scan.registration_id,
      session_id: scan.session_id === DOOR ? null : scan.session_id,
      checked_in_at: scan.scanned_at,
      flagged: scan.flagged === 1,
    })),
  }
}

/** Who was checked in at an event, by registration: at the door, and in which session halls. */
export async function attendance(
  deps: AppDeps,
  eventId: number,
): Promise<Map<number, { door: boolean; sessions: Set<number> }>> {
  const byRegistration = new Map<number, { door: boolean; sessions: Set<number> }>()
  for (const scan of await repository.scansSince(deps.db, eventId, undefined)) {
    const entry = byRegistration.get(scan.registration_id) ?? { door: false, sessions: new Set<number>() }
    if (scan.session_id === DOOR) entry.door = true
    else entry.sessions.add(scan.session_id)
    byRegistration.set(scan.registration_id, entry)
  }
  return byRegistration
}

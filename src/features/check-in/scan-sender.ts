import { CheckInResultSchema, type CheckInRequest } from '@contract/registrations'
import { ApiError, apiRequest } from '@/lib/http/api-client'
import { db, type OutboxEntry } from '@/lib/offline/db'
import type { SendResult } from '@/lib/offline/outbox'

/** The outbox kind of a door scan. */
export const CHECK_IN_SCAN = 'check-in-scan'

/** A queued scan: the request body without its client id (the entry's id is sent as `client_id`). */
export interface QueuedScan {
  eventId: number
  body: Omit<CheckInRequest, 'client_id'>
}

/** Refusals a retry can mend: the session needs a refresh, the server is busy or down. */
const retryable = (status: number) => status === 401 || status === 408 || status === 429 || status >= 500

/**
 * Sends one scan exactly once: the entry's id is the scan's `client_id`, so a replay after a
 * lost answer counts once on the server. The answer is kept on this device's scan (flagged
 * when another device had admitted the same ticket). A refusal no retry will change (the
 * ticket was cancelled meanwhile, or is unknown) is kept on the scan for review and leaves
 * the queue: the scan stays a fact of the door, shown to staff, never retried forever.
 */
export async function sendCheckInScan(entry: OutboxEntry): Promise<SendResult> {
  // The payload was written by recordScan for this kind (a QueuedScan).
  const scan = JSON.parse(entry.payload) as QueuedScan
  try {
    const result = await apiRequest(`/events/${scan.eventId}/check-ins`, {
      method: 'POST',
      body: { ...scan.body, client_id: entry.id },
      schema: CheckInResultSchema,
    })
    await db.doorScans.update(entry.id, { state: 'synced', flagged: result.flagged })
    return { status: 'sent' }
  } catch (error) {
    if (error instanceof ApiError && !retryable(error.status)) {
      await db.doorScans.update(entry.id, { state: 'refused', detail: error.message })
      return { status: 'sent' }
    }
    throw error
  }
}

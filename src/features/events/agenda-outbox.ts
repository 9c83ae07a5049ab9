import { AgendaSchema } from '@contract/programme'
import { markAgendaSynced } from './agenda-store'
import { ApiError, apiRequest } from '@/lib/http/api-client'
import type { OutboxEntry } from '@/lib/offline/db'
import { enqueueFolding, type SendResult } from '@/lib/offline/outbox'
import { requestOutboxSync } from '@/lib/pwa/pwa'

/**
 * A signed-in member's starred sessions, sent through the offline outbox: each save replaces
 * the event's whole set on the server (PUT /members/me/agenda/{eventId}), so saves queued
 * one after another fold into one entry holding the latest set of every event touched.
 */
export const AGENDA_SAVE = 'agenda-save'

interface QueuedAgendas {
  /** Event id → the session ids starred. */
  agendas: Record<string, number[]>
}

export function foldAgendas(earlier: QueuedAgendas, later: QueuedAgendas): QueuedAgendas {
  return { agendas: { ...earlier.agendas, ...later.agendas } }
}

export async function queueAgendaSave(eventId: number, sessionIds: readonly number[]): Promise<void> {
  await enqueueFolding<QueuedAgendas>(AGENDA_SAVE, { agendas: { [eventId]: [...sessionIds] } }, foldAgendas)
  await requestOutboxSync()
}

/** The Idempotency-Key of one event's save within an entry: a replay of the entry applies each once. */
export const agendaSaveKey = (entryId: string, eventId: string) => `${entryId}-${eventId}`

export async function sendAgendaSave(entry: OutboxEntry): Promise<SendResult> {
  // Entries of this kind are written only by queueAgendaSave, from a QueuedAgendas.
  const { agendas } = JSON.parse(entry.payload) as QueuedAgendas
  try {
    for (const [eventId, sessionIds] of Object.entries(agendas)) {
      try {
        await apiRequest(`/members/me/agenda/${eventId}`, {
          method: 'PUT',
          body: { session_ids: sessionIds },
          headers: { 'Idempotency-Key': agendaSaveKey(entry.id, eventId) },
          schema: AgendaSchema,
        })
        markAgendaSynced(Number(eventId), sessionIds)
      } catch (error) {
        // A refusal that time will not fix (a session or event removed since the star): the
        // stars stay on the device and the next visit merges them with the programme as it
        // is now, so this save is dropped rather than retried for ever.
        if (
          error instanceof ApiError &&
          error.status >= 400 &&
          error.status < 500 &&
          ![401, 408, 409, 429].includes(error.status)
        )
          continue
        throw error
      }
    }
    return { status: 'sent' }
  } catch (error) {
    return { status: 'retry', error: error instanceof Error ? error.message : String(error) }
  }
}

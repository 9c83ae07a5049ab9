import type { AdminEvent, EventWriteOutput } from '@contract/events'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { auditedContent } from '../audit/audited-content'
import { insertEvent, updateEvent } from '../events/repository'
import * as repo from './repository'

export async function listEvents(deps: AppDeps): Promise<{ items: AdminEvent[]; total: number }> {
  const items = await repo.listAll(deps.db)
  return { items, total: items.length }
}

const events = auditedContent({
  entity: 'event',
  notFoundMessage: 'Event not found',
  notFoundCode: 'eventNotFound',
  findAny: repo.findAny,
  toItem: (row): AdminEvent => row,
  softDelete: repo.softDelete,
})

// The schema guarantees starts_at; the row type wants a string.
const toRow = (input: EventWriteOutput) => ({ ...input, starts_at: input.starts_at ?? '' })

export function createEvent(deps: AppDeps, viewer: Viewer, input: EventWriteOutput): Promise<AdminEvent> {
  return events.create(deps, viewer, (now) => insertEvent(deps.db, { ...toRow(input), registration_count: 0, deleted_at: null }, now))
}

export function saveEvent(deps: AppDeps, viewer: Viewer, id: number, input: EventWriteOutput): Promise<AdminEvent> {
  return events.save(deps, viewer, id, (_before, now) => updateEvent(deps.db, id, toRow(input), now))
}

export function deleteEvent(deps: AppDeps, viewer: Viewer, id: number): Promise<{ id: number; deleted: true }> {
  return events.remove(deps, viewer, id)
}

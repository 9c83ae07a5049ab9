import type { AdminEvent, EventWriteOutput } from '@contract/admin-events'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { notFound } from '../../lib/errors'
import { recordAudit } from '../audit/repository'
import { insertEvent, updateEvent } from '../events/repository'
import * as repo from './repository'

export async function listEvents(deps: AppDeps): Promise<{ items: AdminEvent[]; total: number }> {
  const items = await repo.listAll(deps.db)
  return { items, total: items.length }
}

async function load(deps: AppDeps, id: number): Promise<AdminEvent> {
  const row = await repo.findAny(deps.db, id)
  if (!row) throw notFound('Event not found')
  return row
}

// The schema guarantees starts_at; the row type wants a string.
const toRow = (input: EventWriteOutput) => ({ ...input, starts_at: input.starts_at ?? '' })

export async function createEvent(deps: AppDeps, viewer: Viewer, input: EventWriteOutput): Promise<AdminEvent> {
  const now = deps.now()
  const id = await insertEvent(deps.db, { ...toRow(input), registration_count: 0, deleted_at: null }, now)
  const event = await load(deps, id)
  await recordAudit(deps.db, { actorId: viewer.id, action: 'event.create', entity: 'event', entityId: id, before: null, after: event, now })
  return event
}

export async function saveEvent(deps: AppDeps, viewer: Viewer, id: number, input: EventWriteOutput): Promise<AdminEvent> {
  const before = await load(deps, id)
  const now = deps.now()
  if (!(await updateEvent(deps.db, id, toRow(input), now))) throw notFound('Event not found')
  const after = await load(deps, id)
  await recordAudit(deps.db, { actorId: viewer.id, action: 'event.update', entity: 'event', entityId: id, before, after, now })
  return after
}

export async function deleteEvent(deps: AppDeps, viewer: Viewer, id: number): Promise<{ id: number; deleted: true }> {
  const before = await load(deps, id)
  const now = deps.now()
  if (!(await repo.softDelete(deps.db, id, now.toISOString()))) throw notFound('Event not found')
  await recordAudit(deps.db, { actorId: viewer.id, action: 'event.delete', entity: 'event', entityId: id, before, after: null, now })
  return { id, deleted: true }
}

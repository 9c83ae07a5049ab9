import { isOneOf } from '@contract/narrow'
import {
  type AdminEvent,
  EVENT_STORED_STATUSES,
  EVENT_TYPES,
  type EventListQuery,
  type EventListResponse,
  type EventType,
  type EventWriteOutput,
  type PublicEvent,
} from '@contract/events'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { foundOr404 } from '../../lib/errors'
import { listWindow } from '../../lib/paging'
import * as repository from './repository'
import { auditedContent } from '../audit/service'
import type { AdminOverview } from '@contract/overview'
import { REGISTRATION_MODES, type RegistrationMode } from '@contract/registrations'
import { bilingualWrite, singleReading } from '@contract/script-language'
import { EVENT_PLACE_ENTRIES, referenceValueIn } from '@contract/reference-data'

const ONLINE_PLACE = EVENT_PLACE_ENTRIES[0].code

/** Saudi Arabia keeps UTC+3 all year. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000

export function riyadhTime(iso: string): string {
  const ms = Date.parse(iso)
  return Number.isNaN(ms) ? '' : new Date(ms + RIYADH_OFFSET_MS).toISOString().slice(11, 16)
}

/** The stream link of an online event is for signed-in active members; anyone else gets null. */
const isActiveMember = (viewer: Viewer | null): boolean =>
  !!viewer && viewer.isActive && viewer.status === 'active'

const isRegistrationMode = (value: string): value is RegistrationMode => isOneOf(REGISTRATION_MODES, value)

const isType = (value: string): value is EventType => isOneOf(EVENT_TYPES, value)

function toPublicEvent(row: repository.EventRow, viewer: Viewer | null = null): PublicEvent {
  const status = EVENT_STORED_STATUSES.find((s) => s === row.status) ?? 'published'
  return {
    id: row.id,
    title_ar: row.title_ar,
    title_en: row.title_en,
    description_ar: row.description_ar,
    description_en: row.description_en,
    category: isType(row.type) ? row.type : 'other',
    location: singleReading(row.location_ar, row.location_en),
    location_ar: row.location_ar,
    location_en: row.location_en,
    start_date: row.starts_at,
    end_date: row.ends_at,
    start_time: riyadhTime(row.starts_at),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    registration_deadline: row.registration_deadline,
    registration_link: row.registration_link || null,
    max_participants: row.capacity,
    current_participants: row.registration_count,
    status,
    stream_url: isActiveMember(viewer) ? row.stream_url || null : null,
    registration_mode: isRegistrationMode(row.registration_mode) ? row.registration_mode : 'external',
    feature_path: row.feature_path,
  }
}

export async function listPublicEvents(
  deps: AppDeps,
  viewer: Viewer | null,
  query: EventListQuery,
): Promise<EventListResponse> {
  const { rows, total } = await repository.listPublicEvents(deps.db, {
    dialect: deps.dialect,
    ...listWindow(query),
    now: deps.now().toISOString(),
    category: query.category,
    status: query.status,
    upcoming: query.upcoming ?? false,
    past: query.past ?? false,
  })
  return { items: rows.map((row) => toPublicEvent(row, viewer)), total }
}

export async function getPublicEvent(deps: AppDeps, viewer: Viewer | null, id: number): Promise<PublicEvent> {
  return toPublicEvent(foundOr404(await repository.findPublicEvent(deps.db, id), 'eventNotFound'), viewer)
}

export async function listEvents(deps: AppDeps): Promise<{ items: AdminEvent[]; total: number }> {
  const items = (await repository.listAll(deps.db)).map(toAdminEvent)
  return { items, total: items.length }
}

type AdminEventRow = NonNullable<Awaited<ReturnType<typeof repository.findAny>>>
const toAdminEvent = (row: AdminEventRow): AdminEvent => ({
  ...row,
  location: singleReading(row.location_ar, row.location_en),
})

const events = auditedContent({
  entity: 'event',
  notFoundMessage: 'Event not found',
  notFoundCode: 'eventNotFound',
  findAny: repository.findAny,
  toItem: toAdminEvent,
  softDelete: repository.softDelete,
})

/** The venue in each language, or the code `online` in both when either names the online place. */
function placeOf(input: EventWriteOutput, before?: AdminEvent): { location_ar: string; location_en: string } {
  const place = bilingualWrite(
    { single: input.location, ar: input.location_ar, en: input.location_en },
    before && { ar: before.location_ar, en: before.location_en },
  )
  const online = [place.ar, place.en].some(
    (text) => referenceValueIn(EVENT_PLACE_ENTRIES, text) === ONLINE_PLACE,
  )
  return online
    ? { location_ar: ONLINE_PLACE, location_en: ONLINE_PLACE }
    : { location_ar: place.ar, location_en: place.en }
}

function toRow(
  { location: _single, location_ar: _ar, location_en: _en, ...input }: EventWriteOutput,
  place: { location_ar: string; location_en: string },
) {
  // The schema guarantees starts_at; the row type wants a string.
  return { ...input, ...place, starts_at: input.starts_at ?? '' }
}

export function createEvent(deps: AppDeps, viewer: Viewer, input: EventWriteOutput): Promise<AdminEvent> {
  return events.create(deps, viewer, (now) =>
    repository.insertEvent(
      deps.db,
      { ...toRow(input, placeOf(input)), registration_count: 0, deleted_at: null },
      now,
    ),
  )
}

export function saveEvent(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
  input: EventWriteOutput,
): Promise<AdminEvent> {
  return events.save(deps, viewer, id, (before, now) =>
    repository.updateEvent(deps.db, id, toRow(input, placeOf(input, before)), now),
  )
}

export function deleteEvent(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
): Promise<{ id: number; deleted: true }> {
  return events.remove(deps, viewer, id)
}

export function countEvents(deps: AppDeps): Promise<AdminOverview['events']> {
  return repository.countEvents(deps.db, deps.now().toISOString())
}

export async function countUpcomingEvents(deps: AppDeps): Promise<number> {
  const { total } = await repository.listPublicEvents(deps.db, {
    dialect: deps.dialect,
    now: deps.now().toISOString(),
    search: '',
    category: undefined,
    status: undefined,
    upcoming: true,
    past: false,
    order: 'asc',
    limit: 1,
    offset: 0,
  })
  return total
}

export const publicEventChanges = (deps: AppDeps): Promise<{ id: number; updated_at: string }[]> =>
  repository.publicEventChanges(deps.db)

/** For the public only events the public lists show; for the back office any event not deleted. */
export async function existingEvent(
  deps: AppDeps,
  id: number,
  audience: 'public' | 'admin',
): Promise<{ id: number; created_at: string }> {
  const row = foundOr404(
    await repository.findProgrammeEvent(deps.db, id, audience === 'public'),
    'eventNotFound',
  )
  return { id: row.id, created_at: row.created_at }
}

export type RegistrationEvent = NonNullable<Awaited<ReturnType<typeof repository.findRegistrationEvent>>>

export async function registrationEvent(db: Kysely<Database>, id: number): Promise<RegistrationEvent> {
  return foundOr404(await repository.findRegistrationEvent(db, id), 'eventNotFound')
}

export const takeSeat = (db: Kysely<Database>, id: number): Promise<boolean> => repository.takeSeat(db, id)
export const freeSeat = (db: Kysely<Database>, id: number): Promise<void> => repository.freeSeat(db, id)

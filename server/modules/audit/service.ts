import {
  AUDIT_PAGE_SIZE,
  auditActionsOf,
  auditChanges,
  auditVerbOf,
  type AuditEntry,
  type AuditQuery,
  type AuditResponse,
} from '@contract/audit'
import type { Selectable } from 'kysely'
import type { AppDeps } from '../../app-env'
import type { Database } from '../../db/database'
import { genderOf } from '../../lib/auth/user-fields'
import { pageCount } from '../../lib/paging'
import * as repo from './repository'

// Other modules record their changes through these two, never through the repository.
export { auditedContent } from './audited-content'
export { recordAudit } from './repository'

type AuditRow = Selectable<Database['audit_log']>

function parseJson(text: string | null): unknown {
  if (text === null) return null
  try {
    const value: unknown = JSON.parse(text)
    return value
  } catch {
    return text
  }
}

const SAUDI_OFFSET = '+03:00'
const DAY_MS = 86_400_000

export function auditFilterOf(
  query: Pick<AuditQuery, 'entity' | 'actor' | 'action' | 'from' | 'to'>,
): repo.AuditFilter {
  return {
    entity: query.entity || undefined,
    actorId: query.actor,
    actions: query.action ? auditActionsOf(query.action) : undefined,
    from: query.from ? new Date(`${query.from}T00:00:00${SAUDI_OFFSET}`).toISOString() : undefined,
    // `to` includes its whole day: the window ends where the next Saudi day starts.
    to: query.to
      ? new Date(new Date(`${query.to}T00:00:00${SAUDI_OFFSET}`).getTime() + DAY_MS).toISOString()
      : undefined,
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const textOf = (record: Record<string, unknown>, key: string): string => {
  const value = record[key]
  return typeof value === 'string' ? value : ''
}

/** Entities recorded under an event's id rather than with its title in the record. */
const UNDER_EVENT = new Set(['event_accreditation', 'cme_certificates'])

/**
 * Entries as the log shows them: who acted (the name the account holds now), what it is
 * about (the item's title in both languages, a person's name, else the id), what changed.
 */
async function toEntries(deps: AppDeps, rows: readonly AuditRow[]): Promise<AuditEntry[]> {
  const idOf = (row: AuditRow) =>
    row.entity_id !== null && /^\d+$/.test(row.entity_id) ? Number(row.entity_id) : undefined
  const accountIds = new Set<number>()
  const eventIds = new Set<number>()
  for (const row of rows) {
    if (row.actor_id !== null) accountIds.add(row.actor_id)
    const id = idOf(row)
    if (id !== undefined && row.entity === 'user') accountIds.add(id)
    if (id !== undefined && UNDER_EVENT.has(row.entity)) eventIds.add(id)
  }
  const [accounts, events] = await Promise.all([
    repo.accountsByIds(deps.db, [...accountIds]),
    repo.eventTitlesByIds(deps.db, [...eventIds]),
  ])
  const accountById = new Map(accounts.map((a) => [a.id, a]))
  const eventById = new Map(events.map((e) => [e.id, e]))

  return rows.map((row) => {
    const before = parseJson(row.before)
    const after = parseJson(row.after)
    const snapshot = isRecord(after) ? after : isRecord(before) ? before : {}
    const id = idOf(row)
    const account = row.entity === 'user' && id !== undefined ? accountById.get(id) : undefined
    const event = UNDER_EVENT.has(row.entity) && id !== undefined ? eventById.get(id) : undefined
    const person =
      textOf(snapshot, 'full_name') || account?.full_name || textOf(snapshot, 'email') || account?.email || ''
    const actor = row.actor_id === null ? undefined : accountById.get(row.actor_id)
    return {
      id: row.id,
      actor_id: row.actor_id,
      actor_email: row.actor_email ?? actor?.email ?? null,
      actor_name: actor?.full_name || null,
      actor_gender: genderOf(actor?.gender ?? null),
      action: row.action,
      verb: auditVerbOf(row.action),
      entity: row.entity,
      entity_id: row.entity_id,
      subject_ar: textOf(snapshot, 'title_ar') || event?.title_ar || '',
      subject_en: textOf(snapshot, 'title_en') || event?.title_en || '',
      // Without a title or name, a numbered item reads as its number (#12), a code as itself.
      subject: person || (id !== undefined ? `#${id}` : (row.entity_id ?? '')),
      before,
      after,
      changes: row.action.endsWith('update') ? auditChanges(before, after) : [],
      created_at: row.created_at,
    }
  })
}

export async function listAudit(deps: AppDeps, query: AuditQuery): Promise<AuditResponse> {
  const [{ items, total }, actors] = await Promise.all([
    repo.listAudit(deps.db, auditFilterOf(query), query.page, AUDIT_PAGE_SIZE),
    repo.auditActors(deps.db),
  ])
  const names = new Map(
    (
      await repo.accountsByIds(
        deps.db,
        actors.map((a) => a.id),
      )
    ).map((a) => [a.id, a]),
  )
  return {
    items: await toEntries(deps, items),
    total,
    page: query.page,
    pages: pageCount(total, AUDIT_PAGE_SIZE),
    actors: actors.map((a) => ({
      id: a.id,
      name: names.get(a.id)?.full_name || null,
      email: names.get(a.id)?.email ?? a.email,
    })),
  }
}

/** The filtered log, newest first, a batch at a time: the CSV export streams it without holding it whole. */
export async function* auditEntriesFor(
  deps: AppDeps,
  query: Pick<AuditQuery, 'entity' | 'actor' | 'action' | 'from' | 'to'>,
): AsyncGenerator<AuditEntry[]> {
  const filter = auditFilterOf(query)
  const size = 500
  let beforeId: number | undefined
  for (;;) {
    const rows = await repo.auditBatch(deps.db, filter, beforeId, size)
    if (rows.length === 0) return
    yield await toEntries(deps, rows)
    if (rows.length < size) return
    beforeId = rows[rows.length - 1]?.id
  }
}

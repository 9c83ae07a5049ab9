import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { newestFirstPage } from '../../lib/newest-first-page'

type Db = Kysely<Database>

export interface AuditInput {
  actorId: number | null
  action: string
  entity: string
  entityId: string | number | null
  before: unknown
  after: unknown
  now: Date
}

const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))

/** Records one admin change; the actor's e-mail is copied so the entry outlives the account. */
export async function recordAudit(db: Db, input: AuditInput): Promise<void> {
  const actor =
    input.actorId === null
      ? undefined
      : await db.selectFrom('users').select('email').where('id', '=', input.actorId).executeTakeFirst()
  await db
    .insertInto('audit_log')
    .values({
      actor_id: input.actorId,
      actor_email: actor?.email ?? null,
      action: input.action,
      entity: input.entity,
      entity_id: input.entityId === null ? null : String(input.entityId),
      before: asJson(input.before),
      after: asJson(input.after),
      created_at: input.now.toISOString(),
    })
    .execute()
}

export interface AuditFilter {
  entity: string | undefined
  actorId: number | undefined
  actions: readonly string[] | undefined
  from: string | undefined
  to: string | undefined
}

function filtered(db: Db, filter: AuditFilter) {
  let base = db.selectFrom('audit_log')
  if (filter.entity) base = base.where('entity', '=', filter.entity)
  if (filter.actorId !== undefined) base = base.where('actor_id', '=', filter.actorId)
  if (filter.actions) base = base.where('action', 'in', [...filter.actions])
  // Stamps are stored as toISOString(), so text order is time order.
  if (filter.from) base = base.where('created_at', '>=', filter.from)
  if (filter.to) base = base.where('created_at', '<', filter.to)
  return base
}

export async function listAudit(db: Db, filter: AuditFilter, page: number, pageSize: number) {
  return newestFirstPage(filtered(db, filter), page, pageSize)
}

/** One batch of the filtered log, newest first, older than `beforeId` when given. */
export async function auditBatch(db: Db, filter: AuditFilter, beforeId: number | undefined, size: number) {
  let base = filtered(db, filter)
  if (beforeId !== undefined) base = base.where('id', '<', beforeId)
  return base.selectAll().orderBy('id', 'desc').limit(size).execute()
}

export async function accountsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('users')
    .select(['id', 'full_name', 'email', 'gender'])
    .where('id', 'in', [...ids])
    .execute()
}

export async function eventTitlesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('events')
    .select(['id', 'title_ar', 'title_en'])
    .where('id', 'in', [...ids])
    .execute()
}

export async function auditActors(db: Db) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['actor_id', (eb) => eb.fn.max('actor_email').as('actor_email')])
    .where('actor_id', 'is not', null)
    .groupBy('actor_id')
    .execute()
  return rows.flatMap((row) => (row.actor_id === null ? [] : [{ id: row.actor_id, email: row.actor_email }]))
}

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
  const actor = input.actorId === null ? undefined : await db.selectFrom('users').select('email').where('id', '=', input.actorId).executeTakeFirst()
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

export async function listAudit(db: Db, input: { entity: string | undefined; page: number; pageSize: number }) {
  let base = db.selectFrom('audit_log')
  if (input.entity) base = base.where('entity', '=', input.entity)
  return newestFirstPage(base, input.page, input.pageSize)
}

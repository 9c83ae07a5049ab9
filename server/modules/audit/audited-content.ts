import type { ErrorCode } from '@contract/errors'
import type { Kysely } from 'kysely'
import type { AppDeps } from '../../app-env'
import type { Database } from '../../db/database'
import type { Viewer } from '../../lib/auth/viewer'
import { notFound } from '../../lib/errors'
import { recordAudit } from './repository'

type Db = Kysely<Database>

export interface AuditedContentSpec<Row, Item> {
  /** The audit log's entity; its actions are `<entity>.create|update|delete`. */
  entity: string
  notFoundMessage: string
  notFoundCode: ErrorCode
  findAny: (db: Db, id: number) => Promise<Row | undefined>
  toItem: (row: Row) => Item
  softDelete: (db: Db, id: number, stamp: string) => Promise<boolean>
}

/** The back office's create / save / delete of one kind of content, each audited with before and after. */
export function auditedContent<Row, Item>(spec: AuditedContentSpec<Row, Item>) {
  const { entity, notFoundMessage, notFoundCode } = spec

  async function load(deps: AppDeps, id: number): Promise<Item> {
    const row = await spec.findAny(deps.db, id)
    if (!row) throw notFound(notFoundMessage, notFoundCode)
    return spec.toItem(row)
  }

  async function create(
    deps: AppDeps,
    viewer: Viewer,
    insert: (now: Date) => Promise<number>,
  ): Promise<Item> {
    const now = deps.now()
    const id = await insert(now)
    const item = await load(deps, id)
    await recordAudit(deps.db, {
      actorId: viewer.id,
      action: `${entity}.create`,
      entity,
      entityId: id,
      before: null,
      after: item,
      now,
    })
    return item
  }

  /** `update` answers whether a row was changed; none means it was deleted meanwhile. */
  async function save(
    deps: AppDeps,
    viewer: Viewer,
    id: number,
    update: (before: Item, now: Date) => Promise<boolean>,
  ): Promise<Item> {
    const before = await load(deps, id)
    const now = deps.now()
    if (!(await update(before, now))) throw notFound(notFoundMessage, notFoundCode)
    const after = await load(deps, id)
    await recordAudit(deps.db, {
      actorId: viewer.id,
      action: `${entity}.update`,
      entity,
      entityId: id,
      before,
      after,
      now,
    })
    return after
  }

  async function remove(deps: AppDeps, viewer: Viewer, id: number): Promise<{ id: number; deleted: true }> {
    const before = await load(deps, id)
    const now = deps.now()
    if (!(await spec.softDelete(deps.db, id, now.toISOString())))
      throw notFound(notFoundMessage, notFoundCode)
    await recordAudit(deps.db, {
      actorId: viewer.id,
      action: `${entity}.delete`,
      entity,
      entityId: id,
      before,
      after: null,
      now,
    })
    return { id, deleted: true }
  }

  return { create, save, remove }
}

import { present } from '@contract/narrow'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Viewer } from '../../lib/auth/viewer'
import { HttpError } from '../../lib/errors'
import { createUser } from '../../test-support/auth'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { auditedContent } from './audited-content'

let t: TestApp
let viewer: Viewer
beforeAll(async () => {
  t = await createTestApp()
  const admin = await createUser(t.deps, { role: 'admin' })
  viewer = {
    id: admin.id,
    role: 'admin',
    status: 'active',
    isActive: true,
    sessionId: 'test-session',
    authenticatedAt: new Date().toISOString(),
  }
})
afterAll(() => t.close())

interface Row {
  id: number
  title: string
  deleted: boolean
}
const rows = new Map<number, Row>()
const things = auditedContent({
  entity: 'thing',
  notFoundMessage: 'Thing not found',
  notFoundCode: 'notFound',
  findAny: async (_db, id) => {
    const row = rows.get(id)
    return row && !row.deleted ? row : undefined
  },
  toItem: (row: Row) => ({ id: row.id, title: row.title.toUpperCase() }),
  softDelete: async (_db, id) => {
    const row = rows.get(id)
    if (!row || row.deleted) return false
    row.deleted = true
    return true
  },
})

const auditOf = (id: number) =>
  t.deps.db
    .selectFrom('audit_log')
    .select(['action', 'entity', 'entity_id', 'actor_id', 'before', 'after'])
    .where('entity', '=', 'thing')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute()

const notFoundError = { status: 404, detail: 'Thing not found' }

describe('auditedContent', () => {
  it('records create, update and delete with the item before and after', async () => {
    const created = await things.create(t.deps, viewer, async () => {
      rows.set(1, { id: 1, title: 'first', deleted: false })
      return 1
    })
    expect(created).toEqual({ id: 1, title: 'FIRST' })
    const saved = await things.save(t.deps, viewer, 1, async (before) => {
      expect(before).toEqual({ id: 1, title: 'FIRST' })
      present(rows.get(1), 'row 1').title = 'second'
      return true
    })
    expect(saved).toEqual({ id: 1, title: 'SECOND' })
    expect(await things.remove(t.deps, viewer, 1)).toEqual({ id: 1, deleted: true })
    const audit = await auditOf(1)
    expect(
      audit.map((e) => [
        e.action,
        e.actor_id,
        e.before && JSON.parse(e.before),
        e.after && JSON.parse(e.after),
      ]),
    ).toEqual([
      ['thing.create', viewer.id, null, { id: 1, title: 'FIRST' }],
      ['thing.update', viewer.id, { id: 1, title: 'FIRST' }, { id: 1, title: 'SECOND' }],
      ['thing.delete', viewer.id, { id: 1, title: 'SECOND' }, null],
    ])
  })

  it('answers 404 for a missing or deleted item and records nothing', async () => {
    rows.set(2, { id: 2, title: 'gone', deleted: true })
    let updated = false
    await expect(things.save(t.deps, viewer, 2, async () => (updated = true))).rejects.toMatchObject(
      notFoundError,
    )
    expect(updated).toBe(false)
    await expect(things.remove(t.deps, viewer, 2)).rejects.toBeInstanceOf(HttpError)
    await expect(things.remove(t.deps, viewer, 99)).rejects.toMatchObject(notFoundError)
    expect(await auditOf(2)).toEqual([])
  })

  it('answers 404 when the row went away between reading and writing', async () => {
    rows.set(3, { id: 3, title: 'racing', deleted: false })
    await expect(things.save(t.deps, viewer, 3, async () => false)).rejects.toMatchObject(notFoundError)
    expect(await auditOf(3)).toEqual([])
  })
})

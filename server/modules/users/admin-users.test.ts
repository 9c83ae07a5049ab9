import { AdminUsersResponseSchema, UserStatsSchema } from '@contract/users'
import { AuditResponseSchema } from '@contract/audit'
import { AdminOverviewSchema } from '@contract/overview'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../../lib/auth/sessions'
import * as service from './service'
import { createUser, signedInAs } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

let t: TestApp
let superadmin: { id: number; authorization: string }
let admin: { id: number; authorization: string }
beforeAll(async () => {
  t = await createTestApp()
  superadmin = await signedInAs(t.deps, { role: 'superadmin' })
  admin = await signedInAs(t.deps, { role: 'admin' })
})
afterAll(() => t.close())

const as = (authorization: string): Record<string, string> => ({ Authorization: authorization })
const get = (path: string, authorization = admin.authorization) =>
  t.app.request(`/api${path}`, { headers: as(authorization) })
const put = (id: number, body: unknown, authorization = admin.authorization) =>
  t.app.request(`/api/users/${id}`, jsonRequest('PUT', body, as(authorization)))
const del = (id: number, authorization = superadmin.authorization) =>
  t.app.request(`/api/users/${id}/permanent`, { method: 'DELETE', headers: as(authorization) })
const row = (id: number) => t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()

describe('GET /api/admin/users', () => {
  it('pages, filters, searches and sorts', async () => {
    for (let i = 0; i < 5; i += 1)
      await createUser(t.deps, {
        email: `zz-list${i}@sort.test`,
        tier: 'resident',
        role: 'staff',
        fullName: `Sorted ${i}`,
      })
    await createUser(t.deps, {
      email: 'zz-off@sort.test',
      tier: 'resident',
      role: 'staff',
      isActive: false,
      status: 'pending',
    })
    const body = v.parse(
      AdminUsersResponseSchema,
      await (await get('/admin/users?role=staff&tier=resident&page_size=10&sort=email')).json(),
    )
    expect(body.total).toBe(6)
    expect(body.items.map((u) => u.email)).toEqual([...body.items.map((u) => u.email)].sort())
    const desc = v.parse(
      AdminUsersResponseSchema,
      await (await get('/admin/users?role=staff&tier=resident&sort=-email')).json(),
    )
    expect(desc.items[0]?.email).toBe('zz-off@sort.test')
    const inactive = v.parse(
      AdminUsersResponseSchema,
      await (await get('/admin/users?role=staff&is_active=false')).json(),
    )
    expect(inactive.items.map((u) => u.email)).toEqual(['zz-off@sort.test'])
    const paged = v.parse(
      AdminUsersResponseSchema,
      await (await get('/admin/users?search=ZZ-LIST&page_size=10&page=1&sort=name')).json(),
    )
    expect(paged.items.map((u) => u.full_name)).toEqual([
      'Sorted 0',
      'Sorted 1',
      'Sorted 2',
      'Sorted 3',
      'Sorted 4',
    ])
    expect(paged.total_pages).toBe(1)
    expect(
      v.parse(AdminUsersResponseSchema, await (await get('/admin/users?search=%25_')).json()).total,
    ).toBe(0)
  })

  it('validates the query (page sizes 10/20/50/100, sort fields, filters)', async () => {
    for (const q of ['page_size=15', 'page=0', 'sort=role', 'role=king', 'tier=x', 'is_active=yes'])
      expect((await get(`/admin/users?${q}`)).status).toBe(422)
    const res = v.parse(AdminUsersResponseSchema, await (await get('/admin/users')).json())
    expect(res.page_size).toBe(20)
  })
})

describe('GET /api/users/stats', () => {
  it('counts users, active, inactive and per role', async () => {
    const stats = v.parse(UserStatsSchema, await (await get('/users/stats')).json())
    expect(stats.total_users).toBe(stats.active_users + stats.inactive_users)
    expect(stats.by_role.superadmin).toBeGreaterThanOrEqual(1)
    const activeSuperadmins = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'superadmin')
      .where('status', '=', 'active')
      .where('is_active', '=', 1)
      .execute()
    expect(stats.active_superadmins).toBe(activeSuperadmins.length)
    expect(Object.values(stats.by_role).reduce((a, b) => a + b, 0)).toBe(stats.total_users)
  })
})

describe('PUT /api/users/{id}', () => {
  it('changes role, tier and active state and records before/after in the audit log', async () => {
    const target = await createUser(t.deps)
    const res = await put(target.id, { role: 'editor', tier: 'consultant' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ role: 'editor', tier: 'consultant', is_active: true })
    const audit = v.parse(AuditResponseSchema, await (await get('/admin/audit?entity=user')).json())
    const entry = audit.items.find((e) => e.entity_id === String(target.id))
    expect(entry).toMatchObject({
      actor_id: admin.id,
      action: 'user.update',
      before: { role: 'member', tier: 'public' },
      after: { role: 'editor', tier: 'consultant' },
    })
  })

  it('deactivation ends every session of the user', async () => {
    const target = await createUser(t.deps)
    await startSession(t.deps.db, target.id, t.deps.now(), { method: 'password', userAgent: undefined })
    expect((await put(target.id, { is_active: false })).status).toBe(200)
    const tokens = await t.deps.db
      .selectFrom('refresh_tokens')
      .select('revoked_at')
      .where('user_id', '=', target.id)
      .execute()
    expect(tokens.length).toBe(1)
    expect(tokens.every((tok) => tok.revoked_at !== null)).toBe(true)
    expect((await row(target.id))?.is_active).toBe(0)
    expect((await put(target.id, { is_active: true })).status).toBe(200)
    expect(await row(target.id)).toMatchObject({ is_active: 1, status: 'active' })
  })

  it('validates the body: a known field, at least one, right types', async () => {
    const target = await createUser(t.deps)
    for (const body of [{}, { role: 'king' }, { tier: 3 }, { is_active: 'yes' }, { email: 'x@y.z' }])
      expect((await put(target.id, body)).status).toBe(422)
    expect((await put(999999, { tier: 'student' })).status).toBe(404)
    expect(
      (
        await t.app.request(
          '/api/users/abc',
          jsonRequest('PUT', { tier: 'student' }, as(admin.authorization)),
        )
      ).status,
    ).toBe(422)
  })

  it('nobody changes their own account', async () => {
    expect((await put(admin.id, { tier: 'student' })).status).toBe(403)
    expect((await put(superadmin.id, { is_active: false }, superadmin.authorization)).status).toBe(403)
  })

  it('only a superadmin grants or touches the superadmin role', async () => {
    const target = await createUser(t.deps)
    expect((await put(target.id, { role: 'superadmin' })).status).toBe(403)
    expect((await put(target.id, { role: 'superadmin' }, superadmin.authorization)).status).toBe(200)
    expect((await put(target.id, { tier: 'student' })).status).toBe(403)
    expect((await put(target.id, { role: 'admin' }, superadmin.authorization)).status).toBe(200)
  })
})

describe('DELETE /api/users/{id}/permanent', () => {
  it('deletes for a superadmin only, never oneself, and audits it', async () => {
    const target = await createUser(t.deps)
    expect((await del(target.id, admin.authorization)).status).toBe(403)
    expect((await del(superadmin.id)).status).toBe(403)
    const res = await del(target.id)
    expect(res.status).toBe(200)
    expect(await row(target.id)).toBeUndefined()
    expect((await del(target.id)).status).toBe(404)
    const audit = v.parse(AuditResponseSchema, await (await get('/admin/audit')).json())
    expect(audit.items.some((e) => e.action === 'user.delete' && e.entity_id === String(target.id))).toBe(
      true,
    )
  })
})

describe('the last active superadmin', () => {
  it('is never demoted, deactivated or deleted', async () => {
    const own = await createTestApp()
    try {
      const last = await createUser(own.deps, { role: 'superadmin' })
      // Through HTTP the acting superadmin is itself active, so the rule is proven at the
      // service with a caller whose own row was deactivated after its token was issued.
      const caller = await createUser(own.deps, {
        role: 'superadmin',
        isActive: false,
        status: 'pending_activation',
      })
      const viewer = {
        id: caller.id,
        role: 'superadmin' as const,
        status: 'active' as const,
        isActive: true,
        sessionId: 'test-session',
        authenticatedAt: new Date().toISOString(),
      }
      for (const attempt of [
        () => service.updateUser(own.deps, viewer, last.id, { role: 'admin' }),
        () => service.updateUser(own.deps, viewer, last.id, { is_active: false }),
        () => service.deleteUserPermanently(own.deps, viewer, last.id),
      ]) {
        await expect(attempt()).rejects.toMatchObject({ status: 409, code: 'lastSuperadmin' })
      }
      expect(await service.updateUser(own.deps, viewer, last.id, { tier: 'consultant' })).toMatchObject({
        role: 'superadmin',
        tier: 'consultant',
      })
    } finally {
      await own.close()
    }
  })
})

describe('GET /api/admin/overview', () => {
  it('answers live counts', async () => {
    const before = v.parse(AdminOverviewSchema, await (await get('/admin/overview')).json())
    await createUser(t.deps, { status: 'pending' })
    const after = v.parse(AdminOverviewSchema, await (await get('/admin/overview')).json())
    expect(after.users.total).toBe(before.users.total + 1)
    expect(after.users.pending).toBe(before.users.pending + 1)
  })
})

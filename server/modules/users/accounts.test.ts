import { present } from '@contract/narrow'
import * as v from 'valibot'
import { bodyOf } from '../../test-support/json'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../../lib/auth/sessions'
import { createUser, signedInAs } from '../../test-support/auth'
import { readOutbox } from '../../test-support/mail'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

let t: TestApp
let admin: { id: number; authorization: string }
beforeAll(async () => {
  t = await createTestApp()
  admin = await signedInAs(t.deps, { role: 'admin' })
})
afterAll(() => t.close())

const as = (authorization: string | undefined): Record<string, string> =>
  authorization ? { Authorization: authorization } : {}
const post = (path: string, body: unknown, authorization = admin.authorization) =>
  t.app.request(`/api${path}`, jsonRequest('POST', body, as(authorization)))
const get = (path: string, authorization = admin.authorization) =>
  t.app.request(`/api${path}`, { headers: as(authorization) })
const userRow = (id: number) =>
  t.deps.db
    .selectFrom('users')
    .select(['status', 'is_active', 'notes'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

describe('GET /users (pending list)', () => {
  it('lists by status, newest first, pages of 10 by default, with search', async () => {
    for (let i = 0; i < 12; i += 1)
      await createUser(t.deps, {
        status: 'pending',
        email: `applicant${i}@list.test`,
        fullName: i === 3 ? 'Dr. Huda Al-Saud' : null,
      })
    const first = await get('/users?user_status=pending')
    expect(first.status).toBe(200)
    const body = await bodyOf(
      first,
      v.object({ items: v.array(v.object({ email: v.string() })), pages: v.number(), total: v.number() }),
    )
    expect(body.items).toHaveLength(10)
    expect(body.total).toBe(12)
    expect(body.pages).toBe(2)
    const second = await bodyOf(
      await get('/users?user_status=pending&page=2'),
      v.object({ items: v.array(v.unknown()) }),
    )
    expect(second.items).toHaveLength(2)
    const found = await bodyOf(
      await get('/users?search=huda'),
      v.object({ items: v.array(v.object({ email: v.string() })) }),
    )
    expect(found.items.map((u) => u.email)).toEqual(['applicant3@list.test'])
    const pct = await bodyOf(await get('/users?search=%25'), v.object({ items: v.array(v.unknown()) }))
    expect(pct.items).toHaveLength(0)
  })

  it('validates the query', async () => {
    expect((await get('/users?user_status=gone')).status).toBe(422)
    expect((await get('/users?page=0')).status).toBe(422)
    expect((await get('/users?page_size=abc')).status).toBe(422)
  })
})

describe('who may call the lifecycle', () => {
  it.each(['member', 'cme', 'editor', 'staff'] as const)('%s is refused', async (role) => {
    const someone = await signedInAs(t.deps, { role })
    const target = await createUser(t.deps, { status: 'pending' })
    expect((await get('/users', someone.authorization)).status).toBe(403)
    expect(
      (await post(`/members/${target.id}/approve`, { action: 'approve' }, someone.authorization)).status,
    ).toBe(403)
    expect((await post(`/users/${target.id}/approve`, {}, someone.authorization)).status).toBe(403)
    expect((await post(`/users/${target.id}/send-activation`, {}, someone.authorization)).status).toBe(403)
  })

  it('anonymous callers get 401', async () => {
    const target = await createUser(t.deps, { status: 'pending' })
    expect((await t.app.request('/api/users')).status).toBe(401)
    expect(
      (await t.app.request(`/api/members/${target.id}/approve`, jsonRequest('POST', { action: 'approve' })))
        .status,
    ).toBe(401)
  })

  it('nobody acts on their own account; only a superadmin acts on a superadmin', async () => {
    expect((await post(`/users/${admin.id}/send-activation`, {})).status).toBe(403)
    const superadmin = await signedInAs(t.deps, { role: 'superadmin' })
    expect((await post(`/members/${superadmin.id}/approve`, { action: 'reject' })).status).toBe(403)
    expect((await post(`/users/${superadmin.id}/send-activation`, {}, superadmin.authorization)).status).toBe(
      403,
    )
    const other = await createUser(t.deps, { role: 'superadmin', status: 'pending_activation' })
    expect((await post(`/users/${other.id}/send-activation`, {}, superadmin.authorization)).status).toBe(200)
    expect(await userRow(other.id)).toMatchObject({ status: 'pending_activation', is_active: 0 })
  })

  it('404 for a missing user, 422 for a malformed id or action', async () => {
    expect((await post('/users/999999/approve', {})).status).toBe(404)
    expect((await post('/users/abc/approve', {})).status).toBe(422)
    expect((await post('/users/-1/send-activation', {})).status).toBe(422)
    expect((await post('/members/1/approve', { action: 'maybe' })).status).toBe(422)
    expect((await post('/members/1/approve', null)).status).toBe(422)
  })
})

describe('lifecycle transitions', () => {
  it('approve → pending_activation with an e-mail; reject → rejected', async () => {
    const applicant = await createUser(t.deps, { status: 'pending' })
    const approved = await post(`/members/${applicant.id}/approve`, {
      action: 'approve',
      notes: 'Verified licence',
    })
    expect(approved.status).toBe(200)
    expect(await approved.json()).toMatchObject({
      id: applicant.id,
      status: 'pending_activation',
      is_active: false,
      notes: 'Verified licence',
    })
    expect(
      readOutbox(t.config.dataDir).some(
        (m) => m.to.includes(applicant.email) && m.body.includes('/activate?token='),
      ),
    ).toBe(true)

    const other = await createUser(t.deps, { status: 'pending' })
    expect(await (await post(`/members/${other.id}/approve`, { action: 'reject' })).json()).toMatchObject({
      status: 'rejected',
      is_active: false,
    })
    expect((await post(`/members/${other.id}/approve`, { action: 'reject' })).status).toBe(409)
  })

  it("words the activation e-mail's Arabic for the applicant's gender, neutrally when it is unset", async () => {
    const activationTo = async (gender: string | null) => {
      const applicant = await createUser(t.deps, { status: 'pending' })
      await t.deps.db.updateTable('users').set({ gender }).where('id', '=', applicant.id).execute()
      expect((await post(`/members/${applicant.id}/approve`, { action: 'approve' })).status).toBe(200)
      const mail = readOutbox(t.config.dataDir).find(
        (m) => m.to.includes(applicant.email) && m.body.includes('/activate?token='),
      )
      return mail?.body ?? ''
    }
    const toHer = await activationTo('female')
    expect(toHer).toContain('فعّلي حسابك')
    expect(toHer).not.toContain('فعّل حسابك')
    expect(await activationTo('male')).toContain('فعّل حسابك')
    const neutral = await activationTo(null)
    expect(neutral).toContain('ويُفعَّل الحساب')
    expect(neutral).not.toMatch(/فعّلي? حسابك/)
  })

  it('approve and send-activation are refused for an active user, who stays signed in and active', async () => {
    const member = await createUser(t.deps)
    await startSession(t.deps.db, member.id, t.deps.now(), { method: 'password', userAgent: undefined })
    const approve = await post(`/members/${member.id}/approve`, { action: 'approve' })
    expect(approve.status).toBe(409)
    expect(await approve.json()).toMatchObject({ code: 'alreadyActive' })
    const outboxBefore = readOutbox(t.config.dataDir).filter((m) => m.to.includes(member.email)).length
    const send = await post(`/users/${member.id}/send-activation`, {})
    expect(send.status).toBe(409)
    expect(await send.json()).toMatchObject({ code: 'alreadyActive', detail: expect.any(String) })
    expect(await userRow(member.id)).toMatchObject({ status: 'active', is_active: 1 })
    const sessions = await t.deps.db
      .selectFrom('refresh_tokens')
      .select('revoked_at')
      .where('user_id', '=', member.id)
      .execute()
    expect(sessions.map((s) => s.revoked_at)).toEqual([null])
    expect(readOutbox(t.config.dataDir).filter((m) => m.to.includes(member.email))).toHaveLength(outboxBefore)
  })

  it('send-activation to a deactivated or waiting account: pending_activation, signed out, a new link', async () => {
    const deactivated = await createUser(t.deps, { status: 'active', isActive: false })
    const response = await post(`/users/${deactivated.id}/send-activation`, {})
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'pending_activation', is_active: false })
    expect(
      readOutbox(t.config.dataDir).some(
        (m) => m.to.includes(deactivated.email) && m.body.includes('/activate?token='),
      ),
    ).toBe(true)
    const waiting = await createUser(t.deps, { status: 'pending_activation' })
    expect((await post(`/users/${waiting.id}/send-activation`, {})).status).toBe(200)
  })

  it('the doubled /api/api prefix reaches the same handler', async () => {
    const applicant = await createUser(t.deps, { status: 'pending' })
    const response = await t.app.request(
      `/api/api/members/${applicant.id}/approve`,
      jsonRequest('POST', { action: 'reject' }, as(admin.authorization)),
    )
    expect(response.status).toBe(200)
  })
})

describe('audit log', () => {
  it('records every lifecycle change with who did it and the account before and after', async () => {
    const member = await createUser(t.deps, { status: 'pending', isActive: false })
    expect((await post(`/members/${member.id}/approve`, { action: 'approve' })).status).toBe(200)
    expect((await post(`/users/${member.id}/approve`, {})).status).toBe(200)
    const entries = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(member.id))
      .orderBy('id')
      .execute()
    expect(entries.map((e) => e.action)).toEqual(['user.approve', 'user.activate'])
    const entry = present(entries[0], 'an audit entry')
    expect(entry.actor_id).toBe(admin.id)
    expect(JSON.parse(present(entry.before, 'the state before'))).toMatchObject({ status: 'pending' })
    expect(JSON.parse(present(entry.after, 'the state after'))).toMatchObject({
      status: 'pending_activation',
    })
  })
})

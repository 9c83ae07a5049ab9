import { present } from '@contract/narrow'
import * as v from 'valibot'
import { bodyOf } from '../../test-support/json'
import {
  ADMIN_USER_ACTION_REFUSALS,
  ADMIN_USER_ACTIONS,
  adminUserActionRefusal,
  type ActionTarget,
  type AdminUserAction,
} from '@contract/users'
import { ACCOUNT_STATUSES, ROLES, type Role } from '@contract/constants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../../app-env'
import { accessOf } from '../../lib/access'
import type { Viewer } from '../../lib/auth/viewer'
import { HttpError } from '../../lib/errors'
import { createUser, signedInAs, type NewTestUser } from '../../test-support/auth'
import { countActiveSuperadmins } from './repository'
import * as service from './service'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

/**
 * Who may call what, as a matrix generated from the route table: every role-gated route × every
 * caller answers 401 (anonymous), 403 (a role the route does not declare) or success.
 */
let t: TestApp
const callers = new Map<Role, { id: number; authorization: string }>()
beforeAll(async () => {
  t = await createTestApp()
  for (const role of ROLES) callers.set(role, await signedInAs(t.deps, { role }))
})
afterAll(() => t.close())

/** A valid request for the routes whose success the matrix proves (2xx), by route key. */
const SAMPLE_BODIES: Record<string, unknown> = {
  'PUT /api/users/:id': { tier: 'student' },
  'POST /api/members/:id/approve': { action: 'approve' },
  'POST /api/users/:id/approve': {},
  'POST /api/users/:id/send-activation': {},
}
const PROVEN_2XX = new Set([
  'GET /api/admin/users',
  'GET /api/users/stats',
  'GET /api/users',
  'GET /api/admin/overview',
  'GET /api/admin/audit',
  'GET /api/admin/posts',
  'GET /api/admin/jobs',
  'GET /api/admin/events',
  'GET /api/admin/resources',
  'DELETE /api/users/:id/permanent',
  ...Object.keys(SAMPLE_BODIES),
])

function gatedRoutes() {
  const seen = new Map<string, { method: string; path: string; roles: readonly Role[] }>()
  for (const route of t.app.routes) {
    if (!route.path.startsWith('/api/') || route.path.startsWith('/api/api/') || route.method === 'ALL')
      continue
    const access = accessOf(route.handler)
    if (access?.kind !== 'roles') continue
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path, roles: access.roles })
  }
  return [...seen.entries()]
}

async function call(key: string, method: string, path: string, authorization: string | undefined) {
  const target = await createUser(t.deps, { status: 'pending' })
  const url = path.replace(/:([a-zA-Z_]+)(\{[^}]*\})?/g, (_, name: string) =>
    name === 'id' ? String(target.id) : '1',
  )
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {}
  if (method === 'GET' || method === 'DELETE') return t.app.request(url, { method, headers })
  return t.app.request(url, jsonRequest(method, SAMPLE_BODIES[key] ?? {}, headers))
}

describe('authorization matrix', () => {
  it('covers every back-office route', () => {
    const keys = gatedRoutes().map(([key]) => key)
    for (const key of PROVEN_2XX) expect(keys).toContain(key)
  })

  it('every role-gated route answers 401 / 403 / success as declared', async () => {
    const failures: string[] = []
    for (const [key, route] of gatedRoutes()) {
      const anonymous = await call(key, route.method, route.path, undefined)
      if (anonymous.status !== 401) failures.push(`${key} anonymous → ${anonymous.status}`)
      for (const role of ROLES) {
        const res = await call(key, route.method, route.path, callers.get(role)?.authorization)
        const allowed = route.roles.includes(role)
        const ok = allowed
          ? PROVEN_2XX.has(key)
            ? res.status >= 200 && res.status < 300
            : res.status !== 401 && res.status !== 403
          : res.status === 403
        if (!ok) failures.push(`${key} ${role} → ${res.status}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('gives users and pending to superadmin/admin, the admin area to cme too, permanent delete to superadmin', () => {
    const roles = Object.fromEntries(gatedRoutes().map(([key, r]) => [key, [...r.roles].sort()]))
    expect(roles['GET /api/admin/users']).toEqual(['admin', 'superadmin'])
    expect(roles['GET /api/users']).toEqual(['admin', 'superadmin'])
    expect(roles['GET /api/admin/audit']).toEqual(['admin', 'superadmin'])
    expect(roles['GET /api/admin/overview']).toEqual(['admin', 'cme', 'superadmin'])
    expect(roles['DELETE /api/users/:id/permanent']).toEqual(['superadmin'])
  })
})

/** The accounts an admin may find on the Users and Pending Users screens. */
const TARGETS: Record<string, NewTestUser> = {
  'active member': {},
  'pending member': { status: 'pending' },
  'member awaiting activation': { status: 'pending_activation' },
  'rejected member': { status: 'rejected' },
  'deactivated member': { status: 'active', isActive: false },
  'active admin': { role: 'admin' },
  'active superadmin': { role: 'superadmin' },
  'deactivated superadmin': { role: 'superadmin', status: 'active', isActive: false },
}

/** Each action as the screens send it. */
function request(action: AdminUserAction, id: number, authorization: string) {
  const headers = { Authorization: authorization }
  switch (action) {
    case 'edit':
      return t.app.request(`/api/users/${id}`, jsonRequest('PUT', { tier: 'consultant' }, headers))
    case 'changeRole':
      return t.app.request(`/api/users/${id}`, jsonRequest('PUT', { role: 'editor' }, headers))
    case 'grantSuperadmin':
      return t.app.request(`/api/users/${id}`, jsonRequest('PUT', { role: 'superadmin' }, headers))
    case 'activate':
      return t.app.request(`/api/users/${id}/approve`, jsonRequest('POST', {}, headers))
    case 'deactivate':
      return t.app.request(`/api/users/${id}`, jsonRequest('PUT', { is_active: false }, headers))
    case 'sendActivation':
      return t.app.request(`/api/users/${id}/send-activation`, jsonRequest('POST', {}, headers))
    case 'approve':
      return t.app.request(`/api/members/${id}/approve`, jsonRequest('POST', { action: 'approve' }, headers))
    case 'reject':
      return t.app.request(`/api/members/${id}/approve`, jsonRequest('POST', { action: 'reject' }, headers))
    case 'delete':
      return t.app.request(`/api/users/${id}/permanent`, { method: 'DELETE', headers })
  }
}

function callService(deps: AppDeps, viewer: Viewer, action: AdminUserAction, id: number): Promise<unknown> {
  switch (action) {
    case 'edit':
      return service.updateUser(deps, viewer, id, { tier: 'consultant' })
    case 'changeRole':
      return service.updateUser(deps, viewer, id, { role: 'editor' })
    case 'grantSuperadmin':
      return service.updateUser(deps, viewer, id, { role: 'superadmin' })
    case 'activate':
      return service.approveUser(deps, viewer, id)
    case 'deactivate':
      return service.updateUser(deps, viewer, id, { is_active: false })
    case 'sendActivation':
      return service.sendActivationAgain(deps, viewer, id)
    case 'approve':
    case 'reject':
      return service.decideApplication(deps, viewer, id, action, undefined)
    case 'delete':
      return service.deleteUserPermanently(deps, viewer, id)
  }
}

const asTarget = async (deps: AppDeps, id: number): Promise<ActionTarget> => {
  const row = await deps.db
    .selectFrom('users')
    .select(['id', 'role', 'status', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return {
    id: row.id,
    role: v.parse(v.picklist(ROLES), row.role),
    status: v.parse(v.picklist(ACCOUNT_STATUSES), row.status),
    is_active: row.is_active === 1,
  }
}

/** "allowed" or "<status> <code>": what the rule predicts and what the server answered, in one shape. */
function predicted(refusal: ReturnType<typeof adminUserActionRefusal>) {
  if (refusal === null) return 'allowed'
  // A role the route refuses answers the generic 403 `forbidden`, like every role check.
  return refusal === 'roleNotAllowed' ? '403 forbidden' : `${ADMIN_USER_ACTION_REFUSALS[refusal]} ${refusal}`
}

describe('which action an admin may take on which account (contract/users.ts)', () => {
  it('the shared rule answers what the server does, for every user-admin role (and one refused) × account × action', async () => {
    const mismatches: string[] = []
    // The user admins, and one role every user route refuses (the route matrix above covers the others).
    for (const role of ['superadmin', 'admin', 'member'] as const) {
      const caller = present(callers.get(role), `a signed-in ${role}`)
      for (const [label, shape] of [['own account', null], ...Object.entries(TARGETS)] as const) {
        for (const action of ADMIN_USER_ACTIONS) {
          const id = shape === null ? caller.id : (await createUser(t.deps, shape)).id
          const expected = predicted(
            adminUserActionRefusal(
              action,
              { id: caller.id, role },
              await asTarget(t.deps, id),
              await countActiveSuperadmins(t.deps.db),
            ),
          )
          const res = await request(action, id, caller.authorization)
          const body = await bodyOf(res, v.object({ code: v.optional(v.string()) }))
          const actual = res.status >= 200 && res.status < 300 ? 'allowed' : `${res.status} ${body.code}`
          if (actual !== expected)
            mismatches.push(`${role} ${action} on ${label}: rule ${expected}, server ${actual}`)
        }
      }
    }
    expect(mismatches).toEqual([])
  }, 120_000)

  it('the last active superadmin: the rule and the server agree on every action', async () => {
    const own = await createTestApp()
    try {
      const last = await createUser(own.deps, { role: 'superadmin' })
      // Through HTTP the acting superadmin is itself active, so the last one is reached at the
      // service with callers whose own rows were deactivated after their tokens were issued.
      const mismatches: string[] = []
      for (const role of ['superadmin', 'admin'] as const) {
        const caller = await createUser(own.deps, { role, isActive: false, status: 'pending_activation' })
        const viewer: Viewer = {
          id: caller.id,
          role,
          status: 'active',
          isActive: true,
          sessionId: 'test-session',
          authenticatedAt: new Date().toISOString(),
        }
        for (const action of ADMIN_USER_ACTIONS) {
          const expected = predicted(
            adminUserActionRefusal(
              action,
              viewer,
              await asTarget(own.deps, last.id),
              await countActiveSuperadmins(own.deps.db),
            ),
          )
          const actual = await callService(own.deps, viewer, action, last.id).then(
            () => 'allowed',
            (error: unknown) =>
              error instanceof HttpError ? `${error.status} ${error.code}` : String(error),
          )
          // The service does not check the route's roles: an admin's delete is refused at the route.
          if (action === 'delete' && role === 'admin') continue
          if (actual !== expected) mismatches.push(`${role} ${action}: rule ${expected}, server ${actual}`)
        }
      }
      expect(mismatches).toEqual([])
      expect(await asTarget(own.deps, last.id)).toMatchObject({
        role: 'superadmin',
        status: 'active',
        is_active: true,
      })
    } finally {
      await own.close()
    }
  })
})

import { ROLES, type Role } from '@contract/constants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessOf } from '../../lib/access'
import { createUser, signedInAs } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

/**
 * Decisions §4 as a matrix generated from the route table: every role-gated route × every
 * caller answers 401 (anonymous), 403 (a role the route does not declare) or success.
 */
let t: TestApp
const callers = new Map<Role, string>()
beforeAll(async () => {
  t = await createTestApp()
  for (const role of ROLES) callers.set(role, (await signedInAs(t.deps, { role })).authorization)
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
    if (!route.path.startsWith('/api/') || route.path.startsWith('/api/api/') || route.method === 'ALL') continue
    const access = accessOf(route.handler)
    if (access?.kind !== 'roles') continue
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path, roles: access.roles })
  }
  return [...seen.entries()]
}

async function call(key: string, method: string, path: string, authorization: string | undefined) {
  const target = await createUser(t.deps, { status: 'pending' })
  const url = path.replace(/:([a-zA-Z_]+)(\{[^}]*\})?/g, (_, name: string) => (name === 'id' ? String(target.id) : '1'))
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {}
  if (method === 'GET' || method === 'DELETE') return t.app.request(url, { method, headers })
  return t.app.request(url, jsonRequest(method, SAMPLE_BODIES[key] ?? {}, headers))
}

describe('authorization matrix (decisions §4)', () => {
  it('covers the admin routes of issue 6', () => {
    const keys = gatedRoutes().map(([key]) => key)
    for (const key of PROVEN_2XX) expect(keys).toContain(key)
  })

  it('every role-gated route answers 401 / 403 / success as declared', async () => {
    const failures: string[] = []
    for (const [key, route] of gatedRoutes()) {
      const anonymous = await call(key, route.method, route.path, undefined)
      if (anonymous.status !== 401) failures.push(`${key} anonymous → ${anonymous.status}`)
      for (const role of ROLES) {
        const res = await call(key, route.method, route.path, callers.get(role))
        const allowed = route.roles.includes(role)
        const ok = allowed ? (PROVEN_2XX.has(key) ? res.status >= 200 && res.status < 300 : res.status !== 401 && res.status !== 403) : res.status === 403
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

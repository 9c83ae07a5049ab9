import * as v from 'valibot'
import { bodyOf } from './test-support/json'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessOf } from './lib/access'
import { createUser, TEST_PASSWORD } from './test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from './test-support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Every API route as `METHOD path` with its handlers (middleware included). */
function apiRoutes(): Map<string, unknown[]> {
  const byRoute = new Map<string, unknown[]>()
  for (const route of t.app.routes) {
    if (!route.path.startsWith('/api/') || route.method === 'ALL') continue
    const key = `${route.method} ${route.path}`
    byRoute.set(key, [...(byRoute.get(key) ?? []), route.handler])
  }
  return byRoute
}

describe('route table', () => {
  it('declares who may call every API route', () => {
    const byRoute = apiRoutes()
    expect(byRoute.size).toBeGreaterThan(0)
    const undeclared = [...byRoute]
      .filter(([, handlers]) => !handlers.some((h) => accessOf(h)))
      .map(([key]) => key)
    expect(undeclared).toEqual([])
  })
})

describe('after logout', () => {
  it('every signed-in and role route refuses the access token of the ended session with 401 sessionEnded', async () => {
    // A superadmin, so that no route refuses for the role: only the ended session counts.
    const admin = await createUser(t.deps, { role: 'superadmin' })
    const login = await t.app.request(
      '/api/auth/login',
      jsonRequest('POST', { email: admin.email, password: TEST_PASSWORD }),
    )
    const { access_token, refresh_token } = await bodyOf(
      login,
      v.object({ access_token: v.string(), refresh_token: v.string() }),
    )
    const authorization = `Bearer ${access_token}`
    expect((await t.app.request('/api/auth/me', { headers: { Authorization: authorization } })).status).toBe(
      200,
    )
    expect((await t.app.request('/api/auth/logout', jsonRequest('POST', { refresh_token }))).status).toBe(200)

    const guarded = [...apiRoutes()].filter(([, handlers]) =>
      handlers.some((h) => accessOf(h) && accessOf(h)?.kind !== 'public'),
    )
    expect(guarded.length).toBeGreaterThan(10)
    const answers: string[] = []
    for (const [key] of guarded) {
      const [method, pattern] = key.split(' ') as [string, string]
      // Path parameters (`:id`, `:id{[0-9]+}`) take a plausible value: the refusal comes first anyway.
      const path = pattern.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, '1')
      const init =
        method === 'GET' || method === 'DELETE'
          ? { method, headers: { Authorization: authorization } }
          : jsonRequest(method, {}, { Authorization: authorization })
      const response = await t.app.request(path, init)
      const body = await bodyOf(response, v.object({ code: v.optional(v.string()) }))
      answers.push(`${key} -> ${response.status} ${body.code ?? ''}`)
    }
    expect(answers.filter((answer) => !answer.endsWith('-> 401 sessionEnded'))).toEqual([])
  })
})

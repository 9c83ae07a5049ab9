import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessOf } from './lib/access'
import { createTestApp, type TestApp } from './test-support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('route table', () => {
  it('declares who may call every API route', () => {
    const byRoute = new Map<string, unknown[]>()
    for (const route of t.app.routes) {
      if (!route.path.startsWith('/api/') || route.method === 'ALL') continue
      const key = `${route.method} ${route.path}`
      byRoute.set(key, [...(byRoute.get(key) ?? []), route.handler])
    }
    expect(byRoute.size).toBeGreaterThan(0)
    const undeclared = [...byRoute].filter(([, handlers]) => !handlers.some((h) => accessOf(h))).map(([key]) => key)
    expect(undeclared).toEqual([])
  })
})

import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { pagePolicy, securityHeaders } from './security-headers'

async function headersOf(options?: { https?: boolean }): Promise<Headers> {
  const app = new Hono()
  app.use('*', securityHeaders(options))
  app.get('/', (c) => c.text('ok'))
  return (await app.request('/')).headers
}

describe('securityHeaders', () => {
  it('lets the page itself use the camera (the door scanner) and ask for the position (the profile editor\'s "Use my location"), and nothing embedded', async () => {
    const policy = (await headersOf()).get('Permissions-Policy') ?? ''
    const entries = policy.split(',').map((entry) => entry.trim())
    expect(entries).toContain('geolocation=(self)')
    expect(entries).toContain('camera=(self)')
    expect(entries).toContain('microphone=()')
    expect(entries).toContain('payment=()')
  })

  it('sends HSTS only for an https address', async () => {
    expect((await headersOf()).get('Strict-Transport-Security')).toBeNull()
    expect((await headersOf({ https: true })).get('Strict-Transport-Security')).toContain('max-age=')
  })

  it("allows no inline script or style; a rendered page's scripts by its own nonce only", async () => {
    const directives = (policy: string) => policy.split('; ')
    expect(directives((await headersOf()).get('Content-Security-Policy') ?? '')).toEqual(
      expect.arrayContaining(["script-src 'self'", "style-src 'self'"]),
    )
    expect(directives(pagePolicy('abc123'))).toEqual(
      expect.arrayContaining(["script-src 'self' 'nonce-abc123'", "style-src 'self'"]),
    )
    expect(pagePolicy('abc123')).not.toContain('unsafe-inline')
  })
})

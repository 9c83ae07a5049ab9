import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { inlineSourcesOf, securityHeaders, type InlineSources } from './security-headers'

async function headersOf(options?: { https?: boolean; inline?: InlineSources }): Promise<Headers> {
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

  it('allows no inline script or style but those of the app page, each by its own hash', async () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
    const page = '<head><style>body{margin:0}</style><script type="module" src="/e.js"></script></head><body><script>go()</script></body>'
    const inline = inlineSourcesOf(page)
    expect(inline).toEqual({ scripts: [sha('go()')], styles: [sha('body{margin:0}')] })

    const directives = (headers: Headers) => (headers.get('Content-Security-Policy') ?? '').split('; ')
    expect(directives(await headersOf())).toEqual(expect.arrayContaining(["script-src 'self'", "style-src 'self'"]))
    expect(directives(await headersOf({ inline }))).toEqual(expect.arrayContaining([`script-src 'self' ${sha('go()')}`, `style-src 'self' ${sha('body{margin:0}')}`]))
  })
})

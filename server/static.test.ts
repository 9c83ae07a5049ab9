import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsEncoding } from './static'
import { createTestApp, type TestApp } from './test-support/test-app'

const SCRIPT = 'console.log("precompressed");\n'.repeat(100)
const STYLE = 'body { color: black }\n'.repeat(100)
let staticDir: string
let t: TestApp

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'portal-static-'))
  mkdirSync(join(staticDir, 'assets'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>')
  writeFileSync(join(staticDir, 'sw.js'), 'self.skipWaiting()')
  writeFileSync(join(staticDir, 'manifest.webmanifest'), '{"name":"Portal"}')
  writeFileSync(join(staticDir, 'assets', 'app-4f2a9c.js'), SCRIPT)
  // Marked copies: an answer from one of them is told apart from a dynamic compression of the original.
  writeFileSync(join(staticDir, 'assets', 'app-4f2a9c.js.br'), brotliCompressSync('// from the .br file\n'))
  writeFileSync(join(staticDir, 'assets', 'app-4f2a9c.js.gz'), gzipSync('// from the .gz file\n'))
  // A file the build left without copies (they were not smaller): compressed on the fly as before.
  writeFileSync(join(staticDir, 'assets', 'style-77aa.css'), STYLE)
  t = await createTestApp({ staticDir })
})
afterAll(async () => {
  await t.close()
  rmSync(staticDir, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers })
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('precompressed static files', () => {
  it('sends the .br copy to a browser that accepts brotli, with its encoding and Vary', async () => {
    const res = await get('/assets/app-4f2a9c.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.get('content-length')).toBe(
      String(brotliCompressSync('// from the .br file\n').length),
    )
    // Not compressed a second time by compress(): the bytes are the .br file's.
    expect(await bytes(res)).toEqual(brotliCompressSync('// from the .br file\n'))
  })

  it('sends the .gz copy when brotli is not accepted, and is not gzipped again', async () => {
    const res = await get('/assets/app-4f2a9c.js', { 'Accept-Encoding': 'gzip' })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(res)).toString()).toBe('// from the .gz file\n')
  })

  it('ignores a copy older than its file: a file patched after the build is sent as it is now', async () => {
    const patched = join(staticDir, 'assets', 'patched-1b2c.js')
    writeFileSync(patched + '.br', brotliCompressSync("// the build's copy\n"))
    writeFileSync(patched, SCRIPT + '// next release\n')
    const later = new Date(Date.now() + 60_000)
    utimesSync(patched, later, later)
    const res = await get('/assets/patched-1b2c.js', { 'Accept-Encoding': 'br' })
    expect(res.headers.get('content-encoding')).not.toBe('br')
  })

  it('sends the file itself when no encoding is accepted, still varying by Accept-Encoding', async () => {
    const res = await get('/assets/app-4f2a9c.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect((await bytes(res)).toString()).toBe(SCRIPT)
  })

  it('gives each encoding its own ETag, and answers 304 to the matching one', async () => {
    const br = await get('/assets/app-4f2a9c.js', { 'Accept-Encoding': 'br' })
    const plain = await get('/assets/app-4f2a9c.js')
    expect(br.headers.get('etag')).not.toBe(plain.headers.get('etag'))
    // The test has just produced this value; if it is missing the test fails right here, which is the point.
    const again = await get('/assets/app-4f2a9c.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': br.headers.get('etag')!,
    })
    expect(again.status).toBe(304)
  })

  it('compresses a file without copies on the fly, as before', async () => {
    const res = await get('/assets/style-77aa.css', { 'Accept-Encoding': 'gzip' })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(res)).toString()).toBe(STYLE)
  })
})

describe('caching of the built app', () => {
  it('keeps hashed files under /assets/ for a year, immutable', async () => {
    expect((await get('/assets/app-4f2a9c.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it.each(['/index.html', '/sw.js', '/manifest.webmanifest', '/members/directory'])(
    'revalidates %s on every use',
    async (path) => {
      const res = await get(path, { Accept: 'text/html' })
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-cache')
    },
  )
})

describe('Strict-Transport-Security', () => {
  it('is not sent when the public address is http', async () => {
    expect((await get('/api/health/live')).headers.get('strict-transport-security')).toBeNull()
  })

  it('is sent on every answer when the public address is https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://portal.example.org' })
    try {
      const res = await secure.app.request('/api/health/live')
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    } finally {
      await secure.close()
    }
  })
})

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br', true],
    ['gzip;q=1.0, br;q=0', 'br', false],
    ['*', 'br', true],
    ['*;q=0.5, br;q=0', 'br', false],
    ['identity', 'gzip', false],
    ['', 'gzip', false],
  ])('%j allows %s: %s', (header, encoding, expected) => {
    expect(acceptsEncoding(header, encoding)).toBe(expected)
  })
})

describe('the shell document', () => {
  it('answers a member screen without a build of the render entry, with a CSP that allows no inline script or style', async () => {
    const res = await get('/profile', { Accept: 'text/html' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
    expect(await res.text()).toContain('<div id="root"></div>')
    const directives = (res.headers.get('Content-Security-Policy') ?? '').split('; ')
    expect(directives).toContain("script-src 'self'")
    expect(directives).toContain("style-src 'self'")
  })
})

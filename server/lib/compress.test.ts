import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { describe, expect, it } from 'vitest'
import { compressText } from './compress'

const LONG = 'x'.repeat(4000)

function appWith(middleware: MiddlewareHandler) {
  return new Hono()
    .use('*', middleware)
    .get('/small.json', (c) => c.json({ ok: true }))
    .get('/long.json', (c) => c.json({ text: LONG }))
    .get('/varied.json', (c) => c.json({ text: LONG }, 200, { Vary: 'Authorization' }))
    .get('/no-transform', (c) => c.text(LONG, 200, { 'Cache-Control': 'no-transform' }))
    .get('/image', (c) => c.body(new Uint8Array(4000), 200, { 'Content-Type': 'image/png' }))
    .get('/encoded', (c) => c.body(LONG, 200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'br' }))
    .get('/sized', (c) => c.body('tiny', 200, { 'Content-Type': 'text/plain', 'Content-Length': '4' }))
    .get('/away', (c) => c.redirect('/small.json'))
}

async function answer(app: ReturnType<typeof appWith>, path: string, init: RequestInit) {
  const res = await app.request(path, init)
  const body = new Uint8Array(await res.arrayBuffer())
  return { status: res.status, headers: [...res.headers.entries()].sort(), body: [...body].length }
}

describe('compressText', () => {
  it('answers exactly as compress() does: headers, encodings and bodies', async () => {
    const ours = appWith(compressText())
    const hono = appWith(compress())
    for (const path of ['/small.json', '/long.json', '/varied.json', '/no-transform', '/image', '/encoded', '/sized', '/away']) {
      for (const init of [{}, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } }]) {
        expect(await answer(ours, path, init), `${path} ${JSON.stringify(init)}`).toEqual(await answer(hono, path, init))
      }
    }
  })

  it('varies JSON answers on Accept-Encoding and gzips the long ones for clients that accept it', async () => {
    const app = appWith(compressText())
    const plain = await app.request('/small.json')
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    const gzipped = await app.request('/varied.json', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzipped.headers.get('Vary')).toBe('Authorization, Accept-Encoding')
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip')
  })
})

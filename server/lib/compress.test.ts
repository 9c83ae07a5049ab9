import { constants, gunzipSync } from 'node:zlib'
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
    for (const path of [
      '/small.json',
      '/long.json',
      '/varied.json',
      '/no-transform',
      '/image',
      '/encoded',
      '/sized',
      '/away',
    ]) {
      for (const init of [
        {},
        { headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
        { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } },
      ]) {
        expect(await answer(ours, path, init), `${path} ${JSON.stringify(init)}`).toEqual(
          await answer(hono, path, init),
        )
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

describe('a streamed page', () => {
  it('leaves gzipped chunk by chunk: the head reaches the reader before the rest of the page is written', async () => {
    const encoder = new TextEncoder()
    let writeRest: () => void = () => undefined
    const rest = new Promise<void>((resolve) => {
      writeRest = resolve
    })
    const head = `<!doctype html><html><head><title>Page</title></head><body>${'<p>shell</p>'.repeat(200)}`
    const app = new Hono().use('*', compressText()).get('/page', (c) => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(head))
          await rest
          controller.enqueue(encoder.encode('<p>the rest</p></body></html>'))
          controller.close()
        },
      })
      return c.body(body, 200, { 'Content-Type': 'text/html; charset=UTF-8' })
    })
    const res = await app.request('/page', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.headers.get('Content-Encoding')).toBe('gzip')
    expect(res.headers.get('Vary')).toBe('Accept-Encoding')
    const reader = res.body?.getReader()
    if (!reader) throw new Error('no body')
    const received: Uint8Array[] = []
    // Inflated as far as it goes: a chunk flushed whole decompresses without the stream's end.
    const inflated = () =>
      gunzipSync(Buffer.concat(received), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8')
    while (!inflated().includes('<p>shell</p>'.repeat(200))) {
      const { value, done } = await reader.read()
      if (done) throw new Error('the stream ended before its first chunk was readable')
      received.push(value)
    }
    expect(inflated()).not.toContain('the rest')
    writeRest()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      received.push(value)
    }
    expect(gunzipSync(Buffer.concat(received)).toString('utf8')).toBe(`${head}<p>the rest</p></body></html>`)
  })
})

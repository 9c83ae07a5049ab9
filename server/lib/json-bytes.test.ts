import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { compressText } from './compress'
import { sendJsonBytes, type JsonBytes } from './json-bytes'

const VALUE = {
  items: Array.from({ length: 40 }, (_, i) => ({ id: i, full_name: `د. عضو ${i}` })),
  total: 40,
}
const bytes: JsonBytes = { body: new TextEncoder().encode(JSON.stringify(VALUE)) }

const ours = new Hono().use('*', compressText()).get('/a', (c) => sendJsonBytes(c, bytes))
const hono = new Hono().use('*', compressText()).get('/a', (c) => c.json(VALUE))

async function seen(app: Hono, init: RequestInit) {
  const res = await app.request('/a', init)
  const raw = Buffer.from(await res.arrayBuffer())
  const encoding = res.headers.get('Content-Encoding')
  const text =
    encoding === 'gzip' ? gunzipSync(raw).toString() : encoding === 'deflate' ? 'deflated' : raw.toString()
  const headers = Object.fromEntries(
    ['Content-Type', 'Content-Encoding', 'Vary'].map((name) => [name, res.headers.get(name)]),
  )
  return { status: res.status, headers, text }
}

describe('sendJsonBytes', () => {
  it('answers as c.json() under compressText() does, for every Accept-Encoding', async () => {
    for (const accept of [
      undefined,
      'gzip',
      'gzip, deflate, br, zstd',
      'deflate',
      'deflate, gzip;q=0.5',
      'br',
      '*',
      'gzip;q=0',
      'identity',
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const init: RequestInit = {
          method,
          headers: accept === undefined ? {} : { 'Accept-Encoding': accept },
        }
        expect(await seen(ours, init), `${method} ${accept}`).toEqual(await seen(hono, init))
      }
    }
  })

  it('gzips an answer once and sends the same bytes again', async () => {
    const kept: JsonBytes = { body: bytes.body }
    const app = new Hono().get('/a', (c) => sendJsonBytes(c, kept))
    await app.request('/a', { headers: { 'Accept-Encoding': 'gzip' } })
    const first = kept.gzipped
    expect(first).toBeDefined()
    await app.request('/a', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(kept.gzipped).toBe(first)
  })
})

import { gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import { parseAccept } from 'hono/utils/accept'

export interface JsonBytes {
  body: Uint8Array<ArrayBuffer>
  gzipped?: Uint8Array<ArrayBuffer>
}

/** The gzip is made once and kept on `bytes` for an answer remembered whole. */
export function sendJsonBytes(c: Context, bytes: JsonBytes): Response {
  if (c.req.method === 'HEAD' || encodingFor(c.req.header('Accept-Encoding')) !== 'gzip')
    return c.body(bytes.body, 200, { 'Content-Type': 'application/json' })
  // A copy into an ArrayBuffer of its own: a Buffer may be a view of a shared pool.
  bytes.gzipped ??= new Uint8Array(gzipSync(bytes.body))
  return c.body(bytes.gzipped, 200, {
    'Content-Type': 'application/json',
    'Content-Encoding': 'gzip',
    Vary: 'Accept-Encoding',
  })
}

export function encodingFor(header: string | undefined): 'gzip' | 'deflate' | undefined {
  if (header === undefined) return undefined
  const accepts = parseAccept(header)
  const wildcard = accepts.find((a) => a.type === '*')?.q
  let best: { encoding: 'gzip' | 'deflate'; q: number } | undefined
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0
    if (q === 1) return encoding
    if (q > 0 && (!best || q > best.q)) best = { encoding, q }
  }
  return best?.encoding
}

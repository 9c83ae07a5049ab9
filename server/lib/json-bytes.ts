import { gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import { parseAccept } from 'hono/utils/accept'

/** A JSON answer already serialized to UTF-8, and its gzip once a client has asked for it. */
export interface JsonBytes {
  body: Uint8Array<ArrayBuffer>
  gzipped?: Uint8Array<ArrayBuffer>
}

/**
 * Sends JSON bytes as compressText() would send them, but where it would gzip them the gzip
 * made the first time is kept on `bytes` and sent as it is: an answer remembered whole is
 * compressed once, not once per request. Any other case (no gzip accepted, deflate preferred,
 * HEAD) goes to compressText() as a plain JSON answer.
 */
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

/** The encoding Hono's compress() picks from Accept-Encoding among gzip and deflate, in its order. */
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

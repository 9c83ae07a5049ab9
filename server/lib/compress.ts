import { Duplex } from 'node:stream'
import { constants, createDeflate, createGzip } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress'
import { encodingFor } from './json-bytes'

const THRESHOLD = 1024
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

/**
 * `Vary` is set before compress() looks (its own write turns light answers into full Responses); HTML is
 * flushed per chunk, so a streamed page's head is not held until its end.
 */
export const compressText = (): MiddlewareHandler => {
  const gzip = compress({ threshold: THRESHOLD })
  return (c, next) =>
    gzip(c, async () => {
      await next()
      if (!compressible(c)) return
      varyOnEncoding(c)
      if (HTML.test(c.res.headers.get('Content-Type') ?? '')) flushEachChunk(c)
    })
}

const HTML = /^\s*text\/html/i

function compressible(c: Context): boolean {
  const headers = c.res.headers
  const length = headers.get('Content-Length')
  const type = headers.get('Content-Type')
  const cacheControl = headers.get('Cache-Control')
  return !(
    c.res.status === 206 ||
    headers.has('Content-Encoding') ||
    headers.has('Transfer-Encoding') ||
    c.req.method === 'HEAD' ||
    (length && Number(length) < THRESHOLD) ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    (cacheControl && NO_TRANSFORM.test(cacheControl))
  )
}

function flushEachChunk(c: Context): void {
  const encoding = encodingFor(c.req.header('Accept-Encoding'))
  const body = c.res.body
  if (!encoding || !body) return
  const zlib =
    encoding === 'gzip'
      ? createGzip({ flush: constants.Z_SYNC_FLUSH })
      : createDeflate({ flush: constants.Z_SYNC_FLUSH })
  // A zlib stream moves bytes: its web pair reads and writes Uint8Array chunks.
  const pair = Duplex.toWeb(zlib) as {
    readable: ReadableStream<Uint8Array>
    writable: WritableStream<Uint8Array>
  }
  c.res = new Response(body.pipeThrough(pair), c.res)
  c.res.headers.delete('Content-Length')
  c.res.headers.set('Content-Encoding', encoding)
  const etag = c.res.headers.get('ETag')
  if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`)
}

/** Writes the `Vary: Accept-Encoding` compress() would write, on an answer it compresses. */
function varyOnEncoding(c: Context): void {
  const headers = c.res.headers
  const current = headers.get('Vary')
  if (current === '*' || (current && VARY_ACCEPT_ENCODING.test(current))) return
  const vary = current ? `${current}, Accept-Encoding` : 'Accept-Encoding'
  try {
    headers.set('Vary', vary)
  } catch {
    // An answer with immutable headers (Response.redirect, Response.error): Hono copies it.
    c.header('Vary', vary)
  }
}

import type { Context, MiddlewareHandler } from 'hono'
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress'

/** Hono's default: bodies known to be smaller are not worth compressing. */
const THRESHOLD = 1024
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

/**
 * Hono's compress(), with `Vary: Accept-Encoding` written where compress() would write it
 * but before it looks: compress() adds the header with `c.header()`, which turns the
 * server's lightweight answer into a full Response read back through a web stream — about
 * a tenth of a directory request's CPU (measured with bench/directory.ts under
 * --cpu-prof), paid by every JSON answer, compressed or not. Answers are byte for byte
 * the same.
 */
export const compressText = (): MiddlewareHandler => {
  const gzip = compress({ threshold: THRESHOLD })
  return (c, next) =>
    gzip(c, async () => {
      await next()
      varyOnEncoding(c)
    })
}

/** The conditions under which compress() varies the answer on Accept-Encoding. */
function varyOnEncoding(c: Context): void {
  const headers = c.res.headers
  const length = headers.get('Content-Length')
  const type = headers.get('Content-Type')
  const cacheControl = headers.get('Cache-Control')
  if (
    c.res.status === 206 ||
    headers.has('Content-Encoding') ||
    headers.has('Transfer-Encoding') ||
    c.req.method === 'HEAD' ||
    (length && Number(length) < THRESHOLD) ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    (cacheControl && NO_TRANSFORM.test(cacheControl))
  ) {
    return
  }
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

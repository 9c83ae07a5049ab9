import { ERROR_DETAILS } from '@contract/errors'
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../app-env'
import { HttpError } from './errors'

/** No contract schema nests more than a few levels. */
export const MAX_JSON_DEPTH = 64

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i

const payloadTooLarge = () => new HttpError(413, ERROR_DETAILS.payloadTooLarge, 'payloadTooLarge')
const tooDeep = () => new HttpError(413, 'Request body is nested too deeply', 'tooDeep')

const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const CLOSE_BRACE = 0x7d
const CLOSE_BRACKET = 0x5d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/** One pass before parsing, so a 50,000-deep document never reaches JSON.parse. */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index += 1
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) {
      inString = true
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1
      if (depth > maxDepth) return true
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1
    }
  }
  return false
}

/** 413 `payloadTooLarge` past `maxBytes` (chunked bodies counted) and 413 `tooDeep` past MAX_JSON_DEPTH. */
export function jsonBodyBounds(maxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw payloadTooLarge()
    },
  })
  return async (c, next) => {
    const mediaType = (c.req.header('content-type') ?? '').replace(/;.*/s, '').trim()
    if (!JSON_MEDIA_TYPE.test(mediaType)) return next()
    return limit(c, async () => {
      if (nestsDeeperThan(await c.req.text(), MAX_JSON_DEPTH)) throw tooDeep()
      await next()
    })
  }
}

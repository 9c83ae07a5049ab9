import type { MiddlewareHandler } from 'hono'
import { pino } from 'pino'
import type { AppEnv } from '../app-env'
import { CLIENT_CLOSED_REQUEST } from './unread-body'

export interface LogDestination {
  write: (line: string) => void
}

const stdout: LogDestination = { write: (line) => process.stdout.write(line) }

/** Kept only when short and plain: it is logged and echoed, so it must forge neither. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

export function requestIdOf(header: string | undefined): string {
  return header !== undefined && SAFE_REQUEST_ID.test(header) ? header : crypto.randomUUID()
}

const UNSAFE_IN_LOG = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}"\\]/gu
const SHORT_ESCAPES: Record<string, string> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '"': '\\"',
  '\\': '\\\\',
}

/** Nothing in a caller's text can end the line, forge one or write terminal escapes. */
export function quotedForLog(text: string): string {
  const escaped = text.replace(UNSAFE_IN_LOG, (character) => {
    const short = SHORT_ESCAPES[character]
    if (short) return short
    const hex = (character.codePointAt(0) ?? 0).toString(16)
    return hex.length <= 4 ? `\\u${hex.padStart(4, '0')}` : `\\u{${hex}}`
  })
  return `"${escaped}"`
}

export interface RequestLogOptions {
  enabled: boolean
  /** `human`: one readable line; `json`: one JSON object per line (pino) for log collectors. */
  format: 'human' | 'json'
  destination?: LogDestination
}

/**
 * One line per call: method, path, route pattern, status, duration, request id (never bodies
 * or tokens). Every answer carries its request id as X-Request-Id, logged or not. A client
 * that hung up before its body arrived is one line with status 499 marked `aborted`.
 */
export const requestLog = ({
  enabled,
  format,
  destination = stdout,
}: RequestLogOptions): MiddlewareHandler<AppEnv> => {
  const logger =
    format === 'json'
      ? pino(
          {
            base: null,
            timestamp: pino.stdTimeFunctions.isoTime,
            formatters: { level: (label) => ({ level: label }) },
          },
          { write: (line: string) => destination.write(line) },
        )
      : undefined
  return async (c, next) => {
    const started = performance.now()
    const requestId = requestIdOf(c.req.header('x-request-id'))
    c.set('requestId', requestId)
    await next()
    c.res.headers.set('X-Request-Id', requestId)
    if (!enabled) return
    const ms = performance.now() - started
    if (logger) {
      const status = c.res.status
      const line = {
        requestId,
        method: c.req.method,
        path: c.req.path,
        route: c.req.routePath,
        status,
        durationMs: Math.round(ms * 10) / 10,
        ...(status === CLIENT_CLOSED_REQUEST ? { aborted: true } : {}),
      }
      if (status >= 500) logger.error(line, 'request')
      else logger.info(line, 'request')
      return
    }
    const aborted = c.res.status === CLIENT_CLOSED_REQUEST ? ' aborted' : ''
    destination.write(
      `${new Date().toISOString()} ${c.req.method} ${quotedForLog(c.req.path)} ${c.res.status} ${ms.toFixed(1)}ms id=${requestId}${aborted}\n`,
    )
  }
}

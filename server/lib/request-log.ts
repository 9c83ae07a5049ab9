import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'

/** One line per call: method, path, status, duration, request id (never bodies or tokens). */
export const requestLog = (enabled: boolean, write: (line: string) => void = (l) => process.stdout.write(l + '\n')): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now()
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || crypto.randomUUID()
    c.set('requestId', requestId)
    await next()
    c.res.headers.set('X-Request-Id', requestId)
    if (!enabled) return
    const ms = (performance.now() - started).toFixed(1)
    write(`${new Date().toISOString()} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms id=${requestId}`)
  }

import { timingSafeEqual, createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { LogEvent } from 'kysely'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { ERROR_DETAILS, isErrorCode } from '@contract/errors'
import type { AppEnv } from '../app-env'
import { errorBody } from './errors'

/** One registry per app; a route label is its pattern, so random paths cannot grow the series without end. */
export interface AppMetrics {
  registry: Registry
  observeRequest: (method: string, route: string, status: number, seconds: number) => void
  countRateLimited: (route: string, code: string) => void
  observeQuery: (event: LogEvent) => void
  trackMailSend: <T>(send: () => Promise<T>) => Promise<T>
  countMail: (result: 'sent' | 'retried' | 'failed') => void
  watchMailQueue: (read: () => Promise<{ pending: number; failed: number }>) => void
}

function queryKind(sqlText: string): string {
  const word = /^\s*\(?\s*([a-z]+)/i.exec(sqlText)?.[1]?.toLowerCase()
  return word && ['select', 'insert', 'update', 'delete', 'with'].includes(word) ? word : 'other'
}

export function createMetrics(options: { defaults?: boolean } = {}): AppMetrics {
  const registry = new Registry()
  if (options.defaults) collectDefaultMetrics({ register: registry })
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of one database query, by statement kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  })
  const mailInFlight = new Gauge({
    name: 'mail_sends_in_flight',
    help: 'E-mails of the queue being handed to SMTP or written to the outbox by this instance right now',
    registers: [registry],
  })
  const mailSent = new Counter({
    name: 'mail_messages_total',
    help: 'Delivery attempts of this instance, by result: sent, retried (failed, tried again later) or failed (given up)',
    labelNames: ['result'] as const,
    registers: [registry],
  })
  let readMailQueue: (() => Promise<{ pending: number; failed: number }>) | undefined
  let mailQueueRead: Promise<{ pending: number; failed: number } | undefined> | undefined
  const mailQueueCounts = () =>
    (mailQueueRead ??= (readMailQueue?.() ?? Promise.resolve(undefined)).finally(
      () => (mailQueueRead = undefined),
    ))
  const queueGauge = (
    name: string,
    help: string,
    pick: (counts: { pending: number; failed: number }) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const counts = await mailQueueCounts().catch(() => undefined)
        if (counts) this.set(pick(counts))
      },
    })
  queueGauge(
    'mail_queue_length',
    'E-mails in the queue waiting to be delivered (new or to be retried), across all instances',
    (counts) => counts.pending,
  )
  queueGauge(
    'mail_queue_failed',
    'E-mails the queue gave up on (refused for good, or out of attempts), kept for a person to look at',
    (counts) => counts.failed,
  )
  const rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern and refusal code',
    labelNames: ['route', 'code'] as const,
    registers: [registry],
  })
  const metrics: AppMetrics = {
    registry,
    observeRequest: (method, route, status, seconds) =>
      requestDuration.observe({ method, route, status: String(status) }, seconds),
    countRateLimited: (route, code) => rateLimitRefusals.inc({ route, code }),
    observeQuery: (event) => {
      queryDuration.observe(
        { kind: queryKind(event.query.sql), outcome: event.level === 'error' ? 'error' : 'ok' },
        event.queryDurationMillis / 1000,
      )
    },
    trackMailSend: async (send) => {
      mailInFlight.inc()
      try {
        return await send()
      } finally {
        mailInFlight.dec()
      }
    },
    countMail: (result) => mailSent.inc({ result }),
    watchMailQueue: (read) => {
      readMailQueue = read
    },
  }
  return metrics
}

export const requestMetrics =
  (metrics: AppMetrics): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now()
    await next()
    const route = c.req.routePath
    metrics.observeRequest(c.req.method, route, c.res.status, (performance.now() - started) / 1000)
    if (c.res.status === 429) {
      // Each limit answers with its own code.
      const code = (
        (await c.res
          .clone()
          .json()
          .catch(() => undefined)) as { code?: unknown } | undefined
      )?.code
      metrics.countRateLimited(route, isErrorCode(code) ? code : 'tooManyRequests')
    }
  }

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Compared in constant time, so the answer's timing tells nothing of the token. */
export const metricsEndpoint =
  (metrics: AppMetrics, token: string): MiddlewareHandler<AppEnv> =>
  async (c) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    if (!timingSafeEqual(digest(given), digest(token))) {
      return c.json(errorBody(ERROR_DETAILS.unauthorized, 'notAuthenticated'), 401, {
        'WWW-Authenticate': 'Bearer',
      })
    }
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    })
  }

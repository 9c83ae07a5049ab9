import { ERROR_DETAILS } from '@contract/errors'
import type { HealthResponse, LiveResponse, ReadyResponse } from '@contract/health'
import { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppEnv } from '../../app-env'
import { publicRoute } from '../../lib/access'
import { errorBody } from '../../lib/errors'
import { readinessChecks } from './readiness'

/** `live`: the process answers (restart it when not); `ready`: database and storage usable (hold traffic back). */
export const healthRoutes = new Hono<AppEnv>()
  .get('/health', publicRoute(), async (c) => {
    const { db, dialect, config } = c.get('deps')
    await sql`select 1`.execute(db)
    const body: HealthResponse = { status: 'ok', database: dialect, version: config.version }
    return c.json(body)
  })
  .get('/health/live', publicRoute(), (c) => {
    const body: LiveResponse = { status: 'ok' }
    return c.json(body)
  })
  .get('/health/ready', publicRoute(), async (c) => {
    const checks = await readinessChecks(c.get('deps'))
    // Never cached: a proxy must not answer "ready" for an instance that has since failed.
    c.header('Cache-Control', 'no-store')
    if (checks.database === 'failed' || checks.storage === 'failed')
      return c.json({ ...errorBody(ERROR_DETAILS.notReady, 'notReady'), checks }, 503)
    const body: ReadyResponse = { status: 'ok', checks }
    return c.json(body)
  })

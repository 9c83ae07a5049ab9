import type { HealthResponse } from '@contract/health'
import { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppEnv } from '../../app-env'
import { publicRoute } from '../../lib/access'

export const healthRoutes = new Hono<AppEnv>().get('/health', publicRoute(), async (c) => {
  const { db, dialect, config } = c.get('deps')
  await sql`select 1`.execute(db)
  const body: HealthResponse = { status: 'ok', database: dialect, version: config.version }
  return c.json(body)
})

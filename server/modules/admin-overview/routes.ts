import { ADMIN_AREA_ROLES } from '@contract/constants'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { overviewCounts } from './repository'

/** Overview stat cards (decisions §6: live counts); the admin area is superadmin, admin and cme. */
export const adminOverviewRoutes = new Hono<AppEnv>().get('/admin/overview', requireRole(...ADMIN_AREA_ROLES), async (c) => {
  const deps = c.get('deps')
  return c.json(await overviewCounts(deps.db, deps.now().toISOString()))
})

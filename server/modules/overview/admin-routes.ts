import { ADMIN_AREA_ROLES } from '@contract/constants'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import * as service from './service'

export const adminOverviewRoutes = new Hono<AppEnv>().get(
  '/admin/overview',
  requireRole(...ADMIN_AREA_ROLES),
  async (c) => c.json(await service.overviewCounts(c.get('deps'))),
)

import { ADMIN_AREA_ROLES } from '@contract/constants'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import * as service from './service'

/** The back office's view of the CPD records: aggregates only (superadmin, admin and cme). */
export const adminCpdRoutes = new Hono<AppEnv>().get(
  '/admin/cpd/summary',
  requireRole(...ADMIN_AREA_ROLES),
  async (c) => c.json(await service.cpdSummary(c.get('deps'))),
)

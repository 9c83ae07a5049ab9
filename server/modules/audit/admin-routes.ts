import { AuditQuerySchema } from '@contract/audit'
import { USER_ADMIN_ROLES } from '@contract/constants'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { query } from '../../lib/validation'
import * as service from './service'

/** The audit log is read by superadmin and admin. */
export const auditRoutes = new Hono<AppEnv>().get('/admin/audit', requireRole(...USER_ADMIN_ROLES), query(AuditQuerySchema), async (c) => {
  return c.json(await service.listAudit(c.get('deps'), c.req.valid('query')))
})

import { AuditExportQuerySchema, AuditQuerySchema } from '@contract/audit'
import { USER_ADMIN_ROLES } from '@contract/constants'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { query } from '../../lib/validation'
import { auditCsv } from './csv-export'
import * as service from './service'

export const auditRoutes = new Hono<AppEnv>()
  .get('/admin/audit', requireRole(...USER_ADMIN_ROLES), query(AuditQuerySchema), async (c) => {
    return c.json(await service.listAudit(c.get('deps'), c.req.valid('query')))
  })
  .get('/admin/audit/export', requireRole(...USER_ADMIN_ROLES), query(AuditExportQuerySchema), (c) => {
    const filters = c.req.valid('query')
    const day = c.get('deps').now().toISOString().slice(0, 10)
    return new Response(auditCsv(c.get('deps'), filters, filters.lang ?? 'ar'), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="audit-log-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  })

import { AuditResponseSchema } from '@contract/audit'
import { describeRoutes } from '../../lib/api-description'

export const auditDescriptions = describeRoutes({
  'GET /api/admin/audit': { summary: 'The audit log of administrative actions', response: { schema: AuditResponseSchema } },
})

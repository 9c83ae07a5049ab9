import { AuditResponseSchema } from '@contract/audit'
import { describeRoutes } from '../../lib/api-description'

export const auditDescriptions = describeRoutes({
  'GET /api/admin/audit': {
    summary: 'The audit log of administrative actions',
    description:
      'Newest first, 50 a page; filtered by entity, acting account (`actor`), verb (`action`) and Saudi days `from`–`to` (both included). `actors` lists everyone who acted, for the person filter.',
    response: { schema: AuditResponseSchema },
  },
  'GET /api/admin/audit/export': {
    summary: 'The audit log as CSV',
    description:
      'Every entry the same filters match, newest first, streamed; UTF-8 with a byte-order mark so spreadsheet programs read Arabic. `lang` picks the header row and the language of item titles (default ar).',
    response: { contentType: 'text/csv', description: 'The CSV file' },
  },
})

import { AdminOverviewSchema } from '@contract/overview'
import { describeRoutes } from '../../lib/api-description'

export const overviewDescriptions = describeRoutes({
  'GET /api/admin/overview': {
    summary: 'Counts for the back-office overview',
    tag: 'admin',
    response: { schema: AdminOverviewSchema },
  },
})

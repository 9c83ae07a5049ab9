import { HomeStatsSchema } from '@contract/home'
import { describeRoutes } from '../../lib/api-description'

export const homeDescriptions = describeRoutes({
  'GET /api/home/stats': { summary: 'Counts shown on the home page', response: { schema: HomeStatsSchema } },
})

import { TeamDetailSchema, TeamsResponseSchema } from '@contract/members'
import { describeRoutes } from '../../lib/api-description'

export const teamsDescriptions = describeRoutes({
  'GET /api/teams': { summary: 'Committees and teams', response: { schema: TeamsResponseSchema } },
  'GET /api/teams/:id': {
    summary: 'One team with its members',
    response: { schema: TeamDetailSchema },
    errors: { 404: ['notFound'] },
  },
})

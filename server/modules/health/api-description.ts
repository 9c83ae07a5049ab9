import { ErrorBodySchema } from '@contract/errors'
import { HealthResponseSchema, LiveResponseSchema, ReadyResponseSchema } from '@contract/health'
import { describeRoutes } from '../../lib/api-description'

export const healthDescriptions = describeRoutes({
  'GET /api/health': {
    summary: 'Combined health check: database answers, server version',
    response: { schema: HealthResponseSchema },
  },
  'GET /api/health/live': {
    summary: 'Liveness: the process answers',
    response: { schema: LiveResponseSchema },
  },
  'GET /api/health/ready': {
    summary: 'Readiness: the database answers and the file storage takes a write',
    description: `Answers 503 with code \`notReady\` and the failed check in \`checks\` when not. Shape of that answer: ${Object.keys(ErrorBodySchema.entries).join(', ')}, checks.`,
    response: { schema: ReadyResponseSchema },
    errors: { 503: ['notReady'] },
  },
})

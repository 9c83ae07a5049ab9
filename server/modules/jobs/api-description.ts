import { AdminJobListResponseSchema, AdminJobSchema, JobListResponseSchema, JobSchema } from '@contract/jobs'
import { DeletedResponseSchema } from '@contract/posts'
import { describeRoutes } from '../../lib/api-description'

const notFound = { 404: ['jobNotFound'] } as const

export const jobsDescriptions = describeRoutes({
  'GET /api/jobs': { summary: 'Open job listings', response: { schema: JobListResponseSchema } },
  'GET /api/jobs/:id{[0-9]+}': {
    summary: 'One job listing',
    response: { schema: JobSchema },
    errors: notFound,
  },
  'GET /api/admin/jobs': {
    summary: 'All jobs for the back office',
    response: { schema: AdminJobListResponseSchema },
  },
  'POST /api/jobs': { summary: 'Create a job listing', response: { status: 201, schema: AdminJobSchema } },
  'PUT /api/jobs/:id{[0-9]+}': {
    summary: 'Save a job listing',
    response: { schema: AdminJobSchema },
    errors: notFound,
  },
  'DELETE /api/jobs/:id{[0-9]+}': {
    summary: 'Delete a job listing',
    response: { schema: DeletedResponseSchema },
    errors: notFound,
  },
})

import { ContentIdParamSchema } from '@contract/content-query'
import { JobListQuerySchema } from '@contract/jobs'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute } from '../../lib/access'
import { params, query } from '../../lib/validation'
import * as service from './service'

export const jobsRoutes = new Hono<AppEnv>()
  .get('/jobs', publicRoute(), query(JobListQuerySchema), async (c) =>
    c.json(await service.listPublicJobs(c.get('deps'), c.req.valid('query'))),
  )
  .get('/jobs/:id{[0-9]+}', publicRoute(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.getPublicJob(c.get('deps'), c.req.valid('param').id)),
  )

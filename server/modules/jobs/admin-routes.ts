import { AdminJobListQuerySchema, JobWriteSchema } from '@contract/jobs'
import { ADMIN_AREA_ROLES } from '@contract/constants'
import { ContentIdParamSchema } from '@contract/content-query'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { jsonBody, params, query } from '../../lib/validation'
import * as service from './service'

const contentAdmins = () => requireRole(...ADMIN_AREA_ROLES)

export const adminJobsRoutes = new Hono<AppEnv>()
  .get('/admin/jobs', contentAdmins(), query(AdminJobListQuerySchema), async (c) =>
    c.json(await service.listJobs(c.get('deps'), c.req.valid('query').limit)),
  )
  .post('/jobs', contentAdmins(), jsonBody(JobWriteSchema), async (c) =>
    c.json(await service.createJob(c.get('deps'), c.get('viewer'), c.req.valid('json')), 201),
  )
  .put(
    '/jobs/:id{[0-9]+}',
    contentAdmins(),
    params(ContentIdParamSchema),
    jsonBody(JobWriteSchema),
    async (c) =>
      c.json(
        await service.saveJob(c.get('deps'), c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
      ),
  )
  .delete('/jobs/:id{[0-9]+}', contentAdmins(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.deleteJob(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )

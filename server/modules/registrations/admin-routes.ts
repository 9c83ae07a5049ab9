import { ContentIdParamSchema } from '@contract/content-query'
import { CHECK_IN_ROLES } from '@contract/registrations'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { params } from '../../lib/validation'
import * as service from './service'

export const adminRegistrationsRoutes = new Hono<AppEnv>().get(
  '/admin/events/:id{[0-9]+}/registrations',
  requireRole(...CHECK_IN_ROLES),
  params(ContentIdParamSchema),
  async (c) => c.json(await service.attendeeList(c.get('deps'), c.req.valid('param').id)),
)

import { ContentIdParamSchema } from '@contract/content-query'
import { CHECK_IN_ROLES, CheckInDataQuerySchema, CheckInRequestSchema } from '@contract/registrations'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { jsonBody, params, query } from '../../lib/validation'
import * as service from './service'

const doorStaff = () => requireRole(...CHECK_IN_ROLES)

export const checkInRoutes = new Hono<AppEnv>()
  .post(
    '/events/:id{[0-9]+}/check-ins',
    doorStaff(),
    params(ContentIdParamSchema),
    jsonBody(CheckInRequestSchema),
    async (c) =>
      c.json(
        await service.checkIn(c.get('deps'), c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
      ),
  )
  .get(
    '/events/:id{[0-9]+}/check-in-data',
    doorStaff(),
    params(ContentIdParamSchema),
    query(CheckInDataQuerySchema),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(
        await service.checkInData(c.get('deps'), c.req.valid('param').id, c.req.valid('query').since),
      )
    },
  )

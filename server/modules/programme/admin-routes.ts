import { ADMIN_AREA_ROLES } from '@contract/constants'
import { ContentIdParamSchema } from '@contract/content-query'
import { SessionParamsSchema, SessionWriteSchema } from '@contract/programme'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { jsonBody, params } from '../../lib/validation'
import * as service from './service'

const programmeEditors = () => requireRole(...ADMIN_AREA_ROLES)

export const adminProgrammeRoutes = new Hono<AppEnv>()
  .get('/admin/events/:id{[0-9]+}/sessions', programmeEditors(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.getAdminProgramme(c.get('deps'), c.req.valid('param').id)),
  )
  .post(
    '/admin/events/:id{[0-9]+}/sessions',
    programmeEditors(),
    params(ContentIdParamSchema),
    jsonBody(SessionWriteSchema),
    async (c) =>
      c.json(
        await service.createSession(
          c.get('deps'),
          c.get('viewer'),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        201,
      ),
  )
  .put(
    '/admin/events/:id{[0-9]+}/sessions/:sid{[0-9]+}',
    programmeEditors(),
    params(SessionParamsSchema),
    jsonBody(SessionWriteSchema),
    async (c) => {
      const { id, sid } = c.req.valid('param')
      return c.json(await service.saveSession(c.get('deps'), c.get('viewer'), id, sid, c.req.valid('json')))
    },
  )
  .delete(
    '/admin/events/:id{[0-9]+}/sessions/:sid{[0-9]+}',
    programmeEditors(),
    params(SessionParamsSchema),
    async (c) => {
      const { id, sid } = c.req.valid('param')
      return c.json(await service.deleteSession(c.get('deps'), c.get('viewer'), id, sid))
    },
  )

import { EventWriteSchema } from '@contract/events'
import { ADMIN_AREA_ROLES } from '@contract/constants'
import { ContentIdParamSchema } from '@contract/content-query'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { jsonBody, params } from '../../lib/validation'
import * as service from './service'

const contentAdmins = () => requireRole(...ADMIN_AREA_ROLES)

/**
 * Back-office events: the whole list (no limit, drafts and cancelled included), create, save,
 * delete; for superadmin, admin and cme (docs/decisions/040-admin-back-office.md).
 */
export const adminEventsRoutes = new Hono<AppEnv>()
  .get('/admin/events', contentAdmins(), async (c) => c.json(await service.listEvents(c.get('deps'))))
  .post('/events', contentAdmins(), jsonBody(EventWriteSchema), async (c) => c.json(await service.createEvent(c.get('deps'), c.get('viewer'), c.req.valid('json')), 201))
  .put('/events/:id{[0-9]+}', contentAdmins(), params(ContentIdParamSchema), jsonBody(EventWriteSchema), async (c) =>
    c.json(await service.saveEvent(c.get('deps'), c.get('viewer'), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/events/:id{[0-9]+}', contentAdmins(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.deleteEvent(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )

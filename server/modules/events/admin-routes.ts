import { EventWriteSchema } from '@contract/events'
import { ADMIN_AREA_ROLES } from '@contract/constants'
import { ContentIdParamSchema } from '@contract/content-query'
import { EVENT_PICTURE_SIZE } from '@contract/responsive-image'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { acceptImageUpload, newUploadKey } from '../../lib/uploads/image-upload'
import { ADMIN_FILE_UPLOADS, countUpload } from '../../lib/uploads/upload-limit'
import { jsonBody, params } from '../../lib/validation'
import * as service from './service'

const contentAdmins = () => requireRole(...ADMIN_AREA_ROLES)
/** An event's picture is cropped to the link-preview shape, so previews and cards know its size. */
const EVENT_PICTURE_OUTPUT = { fit: 'crop', ...EVENT_PICTURE_SIZE } as const

export const adminEventsRoutes = new Hono<AppEnv>()
  .get('/admin/events', contentAdmins(), async (c) => c.json(await service.listEvents(c.get('deps'))))
  .post('/events/images/upload', contentAdmins(), async (c) => {
    // requireRole() has answered 401/403 already when there is no viewer.
    await countUpload(c.get('deps'), 'admin-file', c.get('viewer').id, ADMIN_FILE_UPLOADS)
    const url = await acceptImageUpload(c, {
      field: 'file',
      key: newUploadKey('events', 'webp'),
      output: EVENT_PICTURE_OUTPUT,
    })
    return c.json({ url }, 201)
  })
  .post('/events', contentAdmins(), jsonBody(EventWriteSchema), async (c) =>
    c.json(await service.createEvent(c.get('deps'), c.get('viewer'), c.req.valid('json')), 201),
  )
  .put(
    '/events/:id{[0-9]+}',
    contentAdmins(),
    params(ContentIdParamSchema),
    jsonBody(EventWriteSchema),
    async (c) =>
      c.json(
        await service.saveEvent(c.get('deps'), c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
      ),
  )
  .delete('/events/:id{[0-9]+}', contentAdmins(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.deleteEvent(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )

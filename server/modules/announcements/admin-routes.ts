import {
  AnnouncementSendSchema,
  AnnouncementWriteSchema,
  AudienceCountRequestSchema,
} from '@contract/announcements'
import { ContentIdParamSchema } from '@contract/address-params'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { jsonBody, params } from '../../lib/validation'
import * as service from './service'

/** superadmin and admin write to anyone; cme to an event's people only (the service holds it to that). */
const writers = () => requireRole('superadmin', 'admin', 'cme')

/** Back-office announcements: drafts, the audience's count, sending now or at a time, a test to oneself, cancelling, the delivery report. */
export const adminAnnouncementsRoutes = new Hono<AppEnv>()
  .get('/admin/announcements', writers(), async (c) =>
    c.json(await service.listAnnouncements(c.get('deps'), c.get('viewer'))),
  )
  .post('/admin/announcements', writers(), jsonBody(AnnouncementWriteSchema), async (c) =>
    c.json(await service.createAnnouncement(c.get('deps'), c.get('viewer'), c.req.valid('json')), 201),
  )
  .post('/admin/announcements/audience-count', writers(), jsonBody(AudienceCountRequestSchema), async (c) => {
    const { audience, promotional } = c.req.valid('json')
    return c.json(await service.countAudience(c.get('deps'), c.get('viewer'), audience, promotional))
  })
  .get('/admin/announcements/:id{[0-9]+}', writers(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.getAnnouncement(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )
  .put(
    '/admin/announcements/:id{[0-9]+}',
    writers(),
    params(ContentIdParamSchema),
    jsonBody(AnnouncementWriteSchema),
    async (c) =>
      c.json(
        await service.saveAnnouncement(
          c.get('deps'),
          c.get('viewer'),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      ),
  )
  .delete('/admin/announcements/:id{[0-9]+}', writers(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.deleteAnnouncement(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )
  .post(
    '/admin/announcements/:id{[0-9]+}/send',
    writers(),
    params(ContentIdParamSchema),
    jsonBody(AnnouncementSendSchema),
    async (c) =>
      c.json(
        await service.sendAnnouncement(
          c.get('deps'),
          c.get('viewer'),
          c.req.valid('param').id,
          c.req.valid('json').at,
        ),
      ),
  )
  .post('/admin/announcements/:id{[0-9]+}/cancel', writers(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.cancelAnnouncement(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )
  .get('/admin/announcements/:id{[0-9]+}/report', writers(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.deliveryReport(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )
  .post('/admin/announcements/:id{[0-9]+}/test', writers(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.testSendAnnouncement(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )

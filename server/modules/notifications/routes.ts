import { ContentIdParamSchema } from '@contract/address-params'
import { NotificationListQuerySchema } from '@contract/notifications'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { signedIn } from '../../lib/access'
import { params, query } from '../../lib/validation'
import * as service from './service'

/** The signed-in member's notification centre: the list, one read, all read. */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/notifications', signedIn(), query(NotificationListQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(
      await service.listNotifications(c.get('deps'), c.get('viewer').id, c.req.valid('query').page),
    )
  })
  .post('/notifications/read-all', signedIn(), async (c) =>
    c.json(await service.readAllNotifications(c.get('deps'), c.get('viewer').id)),
  )
  .post('/notifications/:id{[0-9]+}/read', signedIn(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.readNotification(c.get('deps'), c.get('viewer').id, c.req.valid('param').id)),
  )

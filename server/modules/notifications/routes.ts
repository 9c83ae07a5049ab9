import { ContentIdParamSchema } from '@contract/address-params'
import { NotificationPreferencesUpdateSchema } from '@contract/notification-preferences'
import { NotificationListQuerySchema } from '@contract/notifications'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { signedIn } from '../../lib/access'
import { jsonBody, params, query } from '../../lib/validation'
import * as service from './service'

/** The signed-in member's notification centre (the list, one read, all read) and their choice of channels. */
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
  .get('/members/me/notification-preferences', signedIn(), async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await service.notificationPreferences(c.get('deps'), c.get('viewer').id))
  })
  .put(
    '/members/me/notification-preferences',
    signedIn(),
    jsonBody(NotificationPreferencesUpdateSchema),
    async (c) =>
      c.json(
        await service.changeNotificationPreferences(c.get('deps'), c.get('viewer').id, c.req.valid('json')),
      ),
  )

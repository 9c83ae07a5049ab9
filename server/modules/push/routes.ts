import { PushSubscriptionSchema, PushUnsubscribeSchema } from '@contract/push'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute, signedIn } from '../../lib/access'
import { jsonBody } from '../../lib/validation'
import * as service from './service'

export const pushRoutes = new Hono<AppEnv>()
  .get('/push/public-key', publicRoute(), async (c) => c.json(await service.publicKey(c.get('deps'))))
  .post('/push/subscriptions', signedIn(), jsonBody(PushSubscriptionSchema), async (c) =>
    c.json(
      await service.subscribe(
        c.get('deps'),
        c.get('viewer').id,
        c.req.valid('json'),
        c.req.header('user-agent'),
      ),
      201,
    ),
  )
  .delete('/push/subscriptions', signedIn(), jsonBody(PushUnsubscribeSchema), async (c) =>
    c.json(await service.unsubscribe(c.get('deps'), c.get('viewer').id, c.req.valid('json').endpoint)),
  )

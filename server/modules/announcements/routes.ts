import { UnsubscribeQuerySchema } from '@contract/announcements'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute } from '../../lib/access'
import { query } from '../../lib/validation'
import * as service from './service'

/**
 * Unsubscribing without signing in: a GET tells what the link turns off and changes nothing
 * (mail scanners open links); a POST turns it off. The one-click POST of RFC 8058 comes
 * form-encoded (`List-Unsubscribe=One-Click`), the app's confirm button with no body: the
 * token in the address is the whole request.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get('/unsubscribe', publicRoute(), query(UnsubscribeQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await service.unsubscribeStatus(c.get('deps'), c.req.valid('query').token))
  })
  .post('/unsubscribe', publicRoute(), query(UnsubscribeQuerySchema), async (c) =>
    c.json(await service.unsubscribe(c.get('deps'), c.req.valid('query').token)),
  )

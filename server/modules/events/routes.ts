import { ContentIdParamSchema } from '@contract/content-query'
import { EventListQuerySchema } from '@contract/events'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute } from '../../lib/access'
import { params, query } from '../../lib/validation'
import * as service from './service'

export const eventsRoutes = new Hono<AppEnv>()
  .get('/events', publicRoute(), query(EventListQuerySchema), async (c) =>
    c.json(await service.listPublicEvents(c.get('deps'), c.get('viewer'), c.req.valid('query'))),
  )
  .get('/events/:id{[0-9]+}', publicRoute(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.getPublicEvent(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )

import { ContentIdParamSchema } from '@contract/content-query'
import { ResourceListQuerySchema } from '@contract/resources'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute } from '../../lib/access'
import { params, query } from '../../lib/validation'
import * as service from './service'

/** Spec §7 "Public lists": GET /resources, one resource, and the download counter. */
export const resourcesRoutes = new Hono<AppEnv>()
  .get('/resources', publicRoute(), query(ResourceListQuerySchema), async (c) =>
    c.json(await service.listPublicResources(c.get('deps'), c.get('viewer'), c.req.valid('query'))),
  )
  .get('/resources/:id{[0-9]+}', publicRoute(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.getPublicResource(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )
  .post('/resources/:id{[0-9]+}/download', publicRoute(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.download(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )

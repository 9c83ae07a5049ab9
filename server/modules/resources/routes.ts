import { ContentIdParamSchema } from '@contract/content-query'
import { ResourceFileQuerySchema, ResourceListQuerySchema } from '@contract/resources'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute } from '../../lib/access'
import { notFound } from '../../lib/errors'
import { params, query } from '../../lib/validation'
import { sendStored } from '../../static'
import * as service from './service'

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
  .get(
    '/resources/:id{[0-9]+}/file',
    publicRoute(),
    params(ContentIdParamSchema),
    query(ResourceFileQuerySchema),
    async (c) => {
      const deps = c.get('deps')
      const { expires, sig } = c.req.valid('query')
      const target = await service.signedFile(deps, c.req.valid('param').id, expires, sig)
      if (target.kind === 'redirect') return c.redirect(target.url, 302)
      const file = await deps.storage.stream(target.key)
      if (!file) throw notFound('Not found', 'resourceNotFound')
      // A members-only file: never kept by shared caches.
      return sendStored(c, target.key, file, 'private, no-store')
    },
  )

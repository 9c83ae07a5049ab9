import { AdminResourceListQuerySchema, ResourceWriteSchema } from '@contract/resources'
import { ADMIN_AREA_ROLES } from '@contract/constants'
import { ContentIdParamSchema } from '@contract/content-query'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { jsonBody, params, query } from '../../lib/validation'
import { acceptResourceFile } from './file-upload'
import * as service from './service'

const contentAdmins = () => requireRole(...ADMIN_AREA_ROLES)

export const adminResourcesRoutes = new Hono<AppEnv>()
  .get('/admin/resources', contentAdmins(), query(AdminResourceListQuerySchema), async (c) =>
    c.json(await service.listResources(c.get('deps'), c.req.valid('query').limit)),
  )
  .post('/resources/files/upload', contentAdmins(), async (c) => c.json(await acceptResourceFile(c), 201))
  .post('/resources', contentAdmins(), jsonBody(ResourceWriteSchema), async (c) =>
    c.json(await service.createResource(c.get('deps'), c.get('viewer'), c.req.valid('json')), 201),
  )
  .put(
    '/resources/:id{[0-9]+}',
    contentAdmins(),
    params(ContentIdParamSchema),
    jsonBody(ResourceWriteSchema),
    async (c) =>
      c.json(
        await service.saveResource(
          c.get('deps'),
          c.get('viewer'),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      ),
  )
  .delete('/resources/:id{[0-9]+}', contentAdmins(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.deleteResource(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )

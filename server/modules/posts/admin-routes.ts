import { AdminPostListQuerySchema, PostWriteSchema } from '@contract/posts'
import { ADMIN_AREA_ROLES } from '@contract/constants'
import { ContentIdParamSchema } from '@contract/content-query'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { acceptImageUpload, newUploadKey } from '../../lib/uploads/image-upload'
import { ADMIN_FILE_UPLOADS, countUpload } from '../../lib/uploads/upload-limit'
import { jsonBody, params, query } from '../../lib/validation'
import * as service from './service'

const contentAdmins = () => requireRole(...ADMIN_AREA_ROLES)
/** Feature images keep their aspect ratio, large enough for the news hero on dense screens. */
const POST_IMAGE_OUTPUT = { maxSide: 1600, fit: 'inside' } as const

export const adminPostsRoutes = new Hono<AppEnv>()
  .get('/admin/posts', contentAdmins(), query(AdminPostListQuerySchema), async (c) =>
    c.json(await service.listPosts(c.get('deps'), c.req.valid('query').limit)),
  )
  .post('/posts/images/upload', contentAdmins(), async (c) => {
    // requireRole() has answered 401/403 already when there is no viewer.
    await countUpload(c.get('deps'), 'admin-file', c.get('viewer').id, ADMIN_FILE_UPLOADS)
    const url = await acceptImageUpload(c, {
      field: 'file',
      key: newUploadKey('posts', 'webp'),
      output: POST_IMAGE_OUTPUT,
    })
    return c.json({ url }, 201)
  })
  .post('/posts', contentAdmins(), jsonBody(PostWriteSchema), async (c) =>
    c.json(await service.createPost(c.get('deps'), c.get('viewer'), c.req.valid('json')), 201),
  )
  .put(
    '/posts/:id{[0-9]+}',
    contentAdmins(),
    params(ContentIdParamSchema),
    jsonBody(PostWriteSchema),
    async (c) =>
      c.json(
        await service.savePost(c.get('deps'), c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
      ),
  )
  .delete('/posts/:id{[0-9]+}', contentAdmins(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.deletePost(c.get('deps'), c.get('viewer'), c.req.valid('param').id)),
  )

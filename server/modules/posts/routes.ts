import { ContentIdParamSchema } from '@contract/content-query'
import { PostListQuerySchema } from '@contract/posts'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute } from '../../lib/access'
import { params, query } from '../../lib/validation'
import * as service from './service'

export const postsRoutes = new Hono<AppEnv>()
  .get('/posts', publicRoute(), query(PostListQuerySchema), async (c) =>
    c.json(await service.listPublicPosts(c.get('deps'), c.req.valid('query'))),
  )
  .get('/posts/:id{[0-9]+}', publicRoute(), params(ContentIdParamSchema), async (c) =>
    c.json(await service.getPublicPost(c.get('deps'), c.req.valid('param').id)),
  )

import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute } from '../../lib/access'
import * as service from './service'

export const homeRoutes = new Hono<AppEnv>().get('/home/stats', publicRoute(), async (c) =>
  c.json(await service.homeStats(c.get('deps'), c.get('viewer'))),
)

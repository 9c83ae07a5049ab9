import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { publicRoute } from '../../lib/access'
import * as service from './service'

/** The home counters in one call (the screens may also read list totals). */
export const homeRoutes = new Hono<AppEnv>().get('/home/stats', publicRoute(), async (c) =>
  c.json(await service.homeStats(c.get('deps'), c.get('viewer'))),
)

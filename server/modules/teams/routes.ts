import { TeamIdParamSchema } from '@contract/members'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { signedIn } from '../../lib/access'
import { params } from '../../lib/validation'
import * as service from './service'

export const teamsRoutes = new Hono<AppEnv>()
  .get('/teams', signedIn(), async (c) => c.json(await service.listTeams(c.get('deps'))))
  .get('/teams/:id', signedIn(), params(TeamIdParamSchema), async (c) =>
    c.json(await service.getTeam(c.get('deps'), c.req.valid('param').id)),
  )

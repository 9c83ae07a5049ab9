import { USER_ADMIN_ROLES } from '@contract/constants'
import { MemberApproveRequestSchema, PendingUsersQuerySchema, UserIdParamSchema } from '@contract/users'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { jsonBody, params, query } from '../../lib/validation'
import * as service from './service'

const userAdmins = () => requireRole(...USER_ADMIN_ROLES)

/** Lifecycle calls of the back office (spec §7 Admin; decisions §4: superadmin and admin only). */
export const accountsRoutes = new Hono<AppEnv>()
  .get('/users', userAdmins(), query(PendingUsersQuerySchema), async (c) => {
    return c.json(await service.listByStatus(c.get('deps'), c.req.valid('query')))
  })
  .post('/members/:id/approve', userAdmins(), params(UserIdParamSchema), jsonBody(MemberApproveRequestSchema), async (c) => {
    const { action, notes } = c.req.valid('json')
    return c.json(await service.decideApplication(c.get('deps'), c.get('viewer')!, c.req.valid('param').id, action, notes))
  })
  .post('/users/:id/approve', userAdmins(), params(UserIdParamSchema), async (c) => {
    return c.json(await service.approveUser(c.get('deps'), c.get('viewer')!, c.req.valid('param').id))
  })
  .post('/users/:id/send-activation', userAdmins(), params(UserIdParamSchema), async (c) => {
    return c.json(await service.sendActivationAgain(c.get('deps'), c.get('viewer')!, c.req.valid('param').id))
  })

import {
  AdminUsersQuerySchema,
  MemberApproveRequestSchema,
  PendingUsersQuerySchema,
  UpdateUserRequestSchema,
  UserIdParamSchema,
} from '@contract/users'
import { USER_ADMIN_ROLES } from '@contract/constants'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { requireRole } from '../../lib/access'
import { jsonBody, params, query } from '../../lib/validation'
import * as service from './service'

const userAdmins = () => requireRole(...USER_ADMIN_ROLES)

/** Superadmin and admin only; a permanent delete is for a superadmin alone. */
export const adminUsersRoutes = new Hono<AppEnv>()
  .get('/admin/users', userAdmins(), query(AdminUsersQuerySchema), async (c) => {
    return c.json(await service.listUsers(c.get('deps'), c.req.valid('query')))
  })
  .get('/users/stats', userAdmins(), async (c) => {
    return c.json(await service.userStats(c.get('deps')))
  })
  .put(
    '/users/:id',
    userAdmins(),
    params(UserIdParamSchema),
    jsonBody(UpdateUserRequestSchema),
    async (c) => {
      return c.json(
        await service.updateUser(
          c.get('deps'),
          c.get('viewer'),
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
      )
    },
  )
  .delete('/users/:id/permanent', requireRole('superadmin'), params(UserIdParamSchema), async (c) => {
    return c.json(
      await service.deleteUserPermanently(c.get('deps'), c.get('viewer'), c.req.valid('param').id),
    )
  })
  .get('/users', userAdmins(), query(PendingUsersQuerySchema), async (c) => {
    return c.json(await service.listByStatus(c.get('deps'), c.req.valid('query')))
  })
  .post(
    '/members/:id/approve',
    userAdmins(),
    params(UserIdParamSchema),
    jsonBody(MemberApproveRequestSchema),
    async (c) => {
      const { action, notes } = c.req.valid('json')
      return c.json(
        await service.decideApplication(
          c.get('deps'),
          c.get('viewer'),
          c.req.valid('param').id,
          action,
          notes,
        ),
      )
    },
  )
  .post('/users/:id/approve', userAdmins(), params(UserIdParamSchema), async (c) => {
    return c.json(await service.approveUser(c.get('deps'), c.get('viewer'), c.req.valid('param').id))
  })
  .post('/users/:id/send-activation', userAdmins(), params(UserIdParamSchema), async (c) => {
    return c.json(await service.sendActivationAgain(c.get('deps'), c.get('viewer'), c.req.valid('param').id))
  })

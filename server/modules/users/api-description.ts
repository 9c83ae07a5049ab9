import {
  AdminUsersResponseSchema,
  DeleteUserResponseSchema,
  LifecycleUserSchema,
  PendingUsersResponseSchema,
  UserStatsSchema,
} from '@contract/users'
import { describeRoutes } from '../../lib/api-description'
import { FRESH } from '../auth/api-description'

const guarded = { 403: ['selfAction', 'superadminOnly'], 404: ['userNotFound'] } as const

export const usersDescriptions = describeRoutes({
  'GET /api/admin/users': {
    summary: 'Accounts for the Users screen',
    response: { schema: AdminUsersResponseSchema },
  },
  'GET /api/users/stats': { summary: 'Counts of accounts by status', response: { schema: UserStatsSchema } },
  'PUT /api/users/:id': {
    summary: "Change an account's role or status",
    description: `Changing the role is a dangerous action. ${FRESH}`,
    response: { schema: LifecycleUserSchema },
    errors: { 409: ['lastSuperadmin'], ...guarded, 403: [...guarded[403], 'reauthRequired'] },
  },
  'DELETE /api/users/:id/permanent': {
    summary: 'Delete an account for good',
    description: FRESH,
    response: { schema: DeleteUserResponseSchema },
    errors: { 409: ['lastSuperadmin'], ...guarded, 403: [...guarded[403], 'reauthRequired'] },
  },
  'GET /api/users': {
    summary: 'Registrations by status (pending first)',
    response: { schema: PendingUsersResponseSchema },
  },
  'POST /api/members/:id/approve': {
    summary: 'Approve or reject a registration',
    tag: 'users',
    response: { schema: LifecycleUserSchema },
    errors: { 409: ['alreadyActive', 'alreadyRejected'], ...guarded },
  },
  'POST /api/users/:id/approve': {
    summary: 'Approve a registration',
    response: { schema: LifecycleUserSchema },
    errors: { 409: ['alreadyActive', 'alreadyRejected'], ...guarded },
  },
  'POST /api/users/:id/send-activation': {
    summary: 'Send the activation e-mail again',
    response: { schema: LifecycleUserSchema },
    errors: { 409: ['alreadyActive'], ...guarded },
  },
})

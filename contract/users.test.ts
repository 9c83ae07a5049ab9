import { describe, expect, it } from 'vitest'
import {
  adminUserActionRefusal,
  type ActionActor,
  type ActionTarget,
  type AdminUserAction,
  type AdminUserActionRefusal,
} from './users'

const superadmin: ActionActor = { id: 1, role: 'superadmin' }
const admin: ActionActor = { id: 2, role: 'admin' }
const member = (over: Partial<ActionTarget> = {}): ActionTarget => ({
  id: 10,
  role: 'member',
  status: 'active',
  is_active: true,
  ...over,
})
const otherSuperadmin = member({ id: 11, role: 'superadmin' })

describe('adminUserActionRefusal', () => {
  it.each<[string, AdminUserAction, ActionActor, ActionTarget, number, AdminUserActionRefusal | null]>([
    ['a cme may not manage users', 'edit', { id: 3, role: 'cme' }, member(), 2, 'roleNotAllowed'],
    ['a member may not manage users', 'deactivate', { id: 3, role: 'member' }, member(), 2, 'roleNotAllowed'],
    ['only a superadmin deletes', 'delete', admin, member(), 2, 'roleNotAllowed'],
    ['a superadmin deletes a member', 'delete', superadmin, member(), 2, null],
    [
      'nobody deletes themselves',
      'delete',
      superadmin,
      member({ id: 1, role: 'superadmin' }),
      2,
      'selfAction',
    ],
    ['nobody edits themselves', 'edit', admin, member({ id: 2, role: 'admin' }), 2, 'selfAction'],
    ['an admin does not touch a superadmin', 'edit', admin, otherSuperadmin, 2, 'superadminOnly'],
    ['an admin does not deactivate a superadmin', 'deactivate', admin, otherSuperadmin, 2, 'superadminOnly'],
    ['an admin does not grant superadmin', 'grantSuperadmin', admin, member(), 2, 'superadminOnly'],
    ['a superadmin grants superadmin', 'grantSuperadmin', superadmin, member(), 2, null],
    ['an admin changes a member role', 'changeRole', admin, member(), 1, null],
    ['an admin edits another admin', 'edit', admin, member({ role: 'admin' }), 1, null],
    [
      'the last active superadmin keeps the role',
      'changeRole',
      superadmin,
      otherSuperadmin,
      1,
      'lastSuperadmin',
    ],
    [
      'the last active superadmin stays active',
      'deactivate',
      superadmin,
      otherSuperadmin,
      1,
      'lastSuperadmin',
    ],
    ['the last active superadmin is not deleted', 'delete', superadmin, otherSuperadmin, 1, 'lastSuperadmin'],
    [
      'the last active superadmin is not rejected',
      'reject',
      superadmin,
      otherSuperadmin,
      1,
      'lastSuperadmin',
    ],
    ['the last active superadmin may still be edited', 'edit', superadmin, otherSuperadmin, 1, null],
    ['one of two superadmins may be deactivated', 'deactivate', superadmin, otherSuperadmin, 2, null],
    [
      'an inactive superadmin is not the last active one',
      'delete',
      superadmin,
      member({ id: 11, role: 'superadmin', is_active: false }),
      1,
      null,
    ],
    ['approve is refused on an active account', 'approve', admin, member(), 2, 'alreadyActive'],
    [
      'approve on a pending account',
      'approve',
      admin,
      member({ status: 'pending', is_active: false }),
      2,
      null,
    ],
    ['approve on a deactivated account', 'approve', admin, member({ is_active: false }), 2, null],
    ['no activation link for an active account', 'sendActivation', admin, member(), 2, 'alreadyActive'],
    [
      'an activation link for one awaiting activation',
      'sendActivation',
      admin,
      member({ status: 'pending_activation', is_active: false }),
      2,
      null,
    ],
    [
      'reject is refused on a rejected account',
      'reject',
      admin,
      member({ status: 'rejected', is_active: false }),
      2,
      'alreadyRejected',
    ],
    ['reject on an active member', 'reject', admin, member(), 2, null],
    [
      'activate an inactive member',
      'activate',
      admin,
      member({ status: 'pending', is_active: false }),
      2,
      null,
    ],
  ])('%s', (_name, action, actor, target, superadmins, expected) => {
    expect(adminUserActionRefusal(action, actor, target, superadmins)).toBe(expected)
  })
})

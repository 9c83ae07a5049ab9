import {
  ADMIN_USER_ACTION_REFUSALS,
  adminUserActionRefusal,
  type AdminUserAction,
  type AdminUserActionRefusal,
} from '@contract/users'
import type { Selectable } from 'kysely'
import type { AppDeps } from '../../app-env'
import type { UsersTable } from '../../db/database'
import { accountStatusOf, roleOf } from '../../lib/auth/user-fields'
import type { Viewer } from '../../lib/auth/viewer'
import { HttpError } from '../../lib/errors'
import { countActiveSuperadmins } from './repository'

const DETAILS: Record<AdminUserActionRefusal, string> = {
  roleNotAllowed: 'Forbidden',
  selfAction: 'You cannot change your own account from the back office.',
  superadminOnly: 'Only a superadmin can change a superadmin account or grant the superadmin role.',
  lastSuperadmin: 'The last active superadmin cannot be demoted, deactivated, rejected or deleted.',
  alreadyActive: 'The user is already active.',
  alreadyRejected: 'The user is already rejected.',
}

/** Refuses the first action the viewer may not take, by the rule the admin screens use to hide actions. */
export async function refuseUnlessAllowed(
  deps: AppDeps,
  viewer: Viewer,
  user: Selectable<UsersTable>,
  actions: readonly AdminUserAction[],
): Promise<void> {
  const target = {
    id: user.id,
    role: roleOf(user.role),
    status: accountStatusOf(user.status),
    is_active: user.is_active === 1,
  }
  // Counted only when it can matter: the target is itself an active superadmin.
  const activeSuperadmins =
    target.role === 'superadmin' && target.status === 'active' && target.is_active
      ? await countActiveSuperadmins(deps.db)
      : 0
  for (const action of actions) {
    const refusal = adminUserActionRefusal(action, viewer, target, activeSuperadmins)
    if (refusal)
      throw new HttpError(
        ADMIN_USER_ACTION_REFUSALS[refusal],
        DETAILS[refusal],
        refusal === 'roleNotAllowed' ? 'forbidden' : refusal,
      )
  }
}

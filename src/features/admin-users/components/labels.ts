import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Role } from '@contract/constants'
import type { UserSort } from '@contract/users'

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  superadmin: msg`Superadmin`,
  admin: msg`Admin`,
  cme: msg`CME`,
  editor: msg`Editor`,
  staff: msg`Staff`,
  member: msg`Member`,
}
export const SORT_LABELS: Record<UserSort, MessageDescriptor> = {
  '-created_at': msg`Newest first`,
  created_at: msg`Oldest first`,
  name: msg`Name (A-Z)`,
  '-name': msg`Name (Z-A)`,
  email: msg`Email (A-Z)`,
  '-email': msg`Email (Z-A)`,
}

import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AccountStatus, Role, Tier } from '@contract/constants'
import type { UserSort } from '@contract/users'

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  superadmin: msg`Superadmin`,
  admin: msg`Admin`,
  cme: msg`CME`,
  editor: msg`Editor`,
  staff: msg`Staff`,
  member: msg`Member`,
}
export const TIER_LABELS: Record<Tier, MessageDescriptor> = {
  public: msg`Public`,
  associate: msg`Associate`,
  student: msg`Student`,
  resident: msg`Resident`,
  consultant: msg`Consultant`,
}
export const STATUS_LABELS: Record<AccountStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  pending_activation: msg`Pending activation`,
  active: msg`Active`,
  rejected: msg`Rejected`,
}
export const SORT_LABELS: Record<UserSort, MessageDescriptor> = {
  '-created_at': msg`Newest first`,
  created_at: msg`Oldest first`,
  name: msg`Name (A-Z)`,
  '-name': msg`Name (Z-A)`,
  email: msg`Email (A-Z)`,
  '-email': msg`Email (Z-A)`,
}

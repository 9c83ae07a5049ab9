import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AccountStatus, Tier } from '@contract/constants'

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

import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface NavItem {
  to: '/' | '/events' | '/resources' | '/journal' | '/members' | '/news' | '/jobs' | '/teams' | '/workspaces'
  label: MessageDescriptor
  mobileNeedsSession?: boolean
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: msg`Home` },
  { to: '/events', label: msg`Events` },
  { to: '/resources', label: msg`Resources` },
  { to: '/journal', label: msg`Journal` },
  { to: '/members', label: msg`Members` },
  { to: '/news', label: msg`News` },
  { to: '/jobs', label: msg`Jobs` },
  { to: '/teams', label: msg`Teams`, mobileNeedsSession: true },
  { to: '/workspaces', label: msg`Workspaces` },
]

import { CHECK_IN_ROLES } from '@contract/constants'
import { createFileRoute } from '@tanstack/react-router'
import { CheckInEventsPage } from '@/features/check-in/components/CheckInEventsPage'
import { requireRole } from '@/lib/session-guards'

/** /check-in: door staff choose an event (roles staff, cme, admin, superadmin; others see Access Denied). */
export const Route = createFileRoute('/check-in/')({
  beforeLoad: ({ location }) => requireRole({ location }, CHECK_IN_ROLES),
  component: CheckInEventsPage,
})

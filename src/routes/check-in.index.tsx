import { CHECK_IN_ROLES } from '@contract/constants'
import { createFileRoute } from '@tanstack/react-router'
import { CheckInEventsPage } from '@/features/check-in/components/CheckInEventsPage'
import { requireRole } from '@/lib/session/session-guards'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/check-in/')({
  beforeLoad: ({ location }) => requireRole({ location }, CHECK_IN_ROLES),
  head: ({ match }) => privateHead(match.context, msg`Check-in`),
  component: CheckInEventsPage,
})

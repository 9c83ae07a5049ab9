import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/components/DashboardPage'
import { requireMemberArea } from '@/lib/session/session-guards'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ location }) => requireMemberArea({ location }),
  head: ({ match }) => privateHead(match.context, msg`Dashboard`),
  component: DashboardPage,
})

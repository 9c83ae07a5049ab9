import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/components/DashboardPage'
import { requireMemberArea } from '@/lib/session-guards'

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ location }) => requireMemberArea({ location }),
  component: DashboardPage,
})

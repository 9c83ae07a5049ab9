import { createFileRoute } from '@tanstack/react-router'
import { WorkspacesPage } from '@/features/workspaces/components/WorkspacesPage'
import { requireMemberArea } from '@/lib/session-guards'

// Signed in, and the profile completed first.
export const Route = createFileRoute('/workspaces')({
  beforeLoad: ({ location }) => requireMemberArea({ location }),
  component: WorkspacesPage,
})

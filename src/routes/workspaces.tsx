import { createFileRoute } from '@tanstack/react-router'
import { WorkspacesPage } from '@/features/workspaces/components/WorkspacesPage'
import { requireMemberArea } from '@/lib/session-guards'

// Spec §2: signed in, and the profile completed first (issue 3 guards).
export const Route = createFileRoute('/workspaces')({
  beforeLoad: ({ location }) => requireMemberArea({ location }),
  component: WorkspacesPage,
})

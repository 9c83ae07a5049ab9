import { createFileRoute } from '@tanstack/react-router'
import { SectionInProgress } from '@/app/layout/SectionInProgress'
import { requireMemberArea } from '@/lib/session-guards'

// Replaced by the feature that builds this screen.
// Spec §2: signed in, and the profile completed first (issue 3 guards).
export const Route = createFileRoute('/workspaces')({
  beforeLoad: ({ location }) => requireMemberArea({ location }),
  component: SectionInProgress,
})

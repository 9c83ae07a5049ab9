import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireMemberArea } from '@/lib/session-guards'

/**
 * /teams and /teams/{id} (teams.index, teams.$id). Spec §2: signed in, and the profile
 * completed first (issue 3 guards); the guard here covers both children.
 */
export const Route = createFileRoute('/teams')({
  beforeLoad: ({ location }) => requireMemberArea({ location }),
  component: Outlet,
})

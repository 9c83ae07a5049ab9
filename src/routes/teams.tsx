import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireMemberArea } from '@/lib/session/session-guards'

/**
 * /teams and /teams/{id} (teams.index, teams.$id). Signed in, and the profile
 * completed first; the guard here covers both children.
 */
export const Route = createFileRoute('/teams')({
  beforeLoad: ({ location }) => requireMemberArea({ location }),
  component: Outlet,
})

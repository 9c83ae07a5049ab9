import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { tokens } from '@/lib/api-client'

/**
 * /teams and /teams/{id} (teams.index, teams.$id) need sign-in; the guard here covers both
 * children (the must-complete-profile guard of spec §2 joins it with the session module).
 */
export const Route = createFileRoute('/teams')({
  beforeLoad: ({ location }) => {
    if (!tokens.access()) throw redirect({ href: `/login?redirect=${encodeURIComponent(location.href)}` })
  },
  component: Outlet,
})

import { Outlet, createFileRoute } from '@tanstack/react-router'
import { requireMemberArea } from '@/lib/session/session-guards'

/** Signed in with a completed profile; the guard covers both children. */
export const Route = createFileRoute('/teams')({
  beforeLoad: ({ location }) => requireMemberArea({ location }),
  component: Outlet,
})

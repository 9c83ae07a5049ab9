import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { MemberProfilePage } from '@/features/members/components/MemberProfilePage'
import { tokens } from '@/lib/api-client'

/** Spec §6: an anonymous visitor following a profile link is sent to login, and back after it. */
export const Route = createFileRoute('/members/$id')({
  beforeLoad: ({ location, params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound()
    if (!tokens.access()) throw redirect({ href: `/login?redirect=${encodeURIComponent(location.href)}` })
  },
  component: MemberRoute,
})

function MemberRoute() {
  const { id } = Route.useParams()
  return <MemberProfilePage id={Number(id)} />
}

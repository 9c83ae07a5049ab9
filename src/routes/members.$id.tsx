import { createFileRoute, notFound } from '@tanstack/react-router'
import { MemberProfilePage } from '@/features/members/components/MemberProfilePage'
import { requireSignedIn } from '@/lib/session-guards'

/** An anonymous visitor following a profile link is sent to login, and back after it. */
export const Route = createFileRoute('/members/$id')({
  beforeLoad: async ({ location, params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound()
    await requireSignedIn({ location })
  },
  component: MemberRoute,
})

function MemberRoute() {
  const { id } = Route.useParams()
  return <MemberProfilePage id={Number(id)} />
}

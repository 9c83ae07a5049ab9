import { createFileRoute, notFound } from '@tanstack/react-router'
import { MemberProfilePage } from '@/features/members/components/MemberProfilePage'
import { requireSignedIn } from '@/lib/session-guards'

/** An anonymous visitor following a profile link is sent to login, and back after it. */
export const Route = createFileRoute('/members/$id')({
  beforeLoad: async ({ location, params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound()
    await requireSignedIn({ location })
  },
  // Warm the cache; a failure is shown by the page itself (error state with Retry).
  // The query factory comes with the page's own chunk, not with the start-up bundle (docs/decisions/005-first-visit-budget.md).
  loader: ({ context, params }) => void import('@/features/members/api/member-queries').then(({ memberQueries }) => context.queryClient.prefetchQuery(memberQueries.detail(Number(params.id)))),
  component: MemberRoute,
})

function MemberRoute() {
  const { id } = Route.useParams()
  return <MemberProfilePage id={Number(id)} />
}

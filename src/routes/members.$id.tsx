import { createFileRoute, notFound } from '@tanstack/react-router'
import { MemberProfilePage } from '@/features/members/components/MemberProfilePage'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'
import { requireSignedIn } from '@/lib/session/session-guards'

/** An anonymous visitor following a profile link is sent to login, and back after it. */
export const Route = createFileRoute('/members/$id')({
  beforeLoad: async ({ location, params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound()
    await requireSignedIn({ location })
  },
  // Warm the cache; a failure is shown by the page itself (error state with Retry).
  // The query factory comes with the page's own chunk, not with the start-up bundle (docs/decisions/005-first-visit-budget.md).
  // The member's name names the tab when this device already has the profile; the page does not wait for it.
  loader: ({ context, params }) =>
    import('@/features/members/api/member-queries').then(({ memberQueries }) => {
      const profile = memberQueries.detail(Number(params.id))
      void context.queryClient.prefetchQuery(profile)
      return { name: context.queryClient.getQueryData(profile.queryKey)?.full_name }
    }),
  head: ({ match, loaderData }) => privateHead(match.context, loaderData?.name ?? msg`Member profile`),
  component: MemberRoute,
})

function MemberRoute() {
  const { id } = Route.useParams()
  return <MemberProfilePage id={Number(id)} />
}

import { createFileRoute, notFound } from '@tanstack/react-router'
import { MemberProfilePage } from '@/features/members/components/MemberProfilePage'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'
import { requireSignedIn } from '@/lib/session/session-guards'

export const Route = createFileRoute('/members/$id')({
  beforeLoad: async ({ location, params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound()
    await requireSignedIn({ location })
  },
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

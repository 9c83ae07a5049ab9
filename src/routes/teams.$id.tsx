import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { TeamPage } from '@/features/teams/components/TeamsPages'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/teams/$id')({
  loader: ({ context, params }) =>
    import('@/features/teams/api/team-queries').then(({ teamQueries }) => {
      const team = teamQueries.detail(params.id)
      void context.queryClient.prefetchQuery(team)
      return { name: context.queryClient.getQueryData(team.queryKey)?.name }
    }),
  head: ({ match, loaderData }) => privateHead(match.context, loaderData?.name ?? msg`Teams`),
  component: TeamRoute,
})

function TeamRoute() {
  const { id } = Route.useParams()
  return <TeamPage id={id} />
}

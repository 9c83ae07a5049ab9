import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { TeamPage } from '@/features/teams/components/TeamsPages'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/teams/$id')({
  // Warm the cache; a failure is shown by the page itself.
  // The query factory comes with the page's own chunk, not with the start-up bundle (docs/decisions/005-first-visit-budget.md).
  // The committee's name names the tab when this device already has it; the page does not wait for it.
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

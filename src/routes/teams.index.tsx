import { createFileRoute } from '@tanstack/react-router'
import { TeamsPage } from '@/features/teams/components/TeamsPages'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/teams/')({
  // Warm the cache; a failure is shown by the page itself.
  // The query factory comes with the page's own chunk, not with the start-up bundle (docs/decisions/005-first-visit-budget.md).
  loader: ({ context }) =>
    void import('@/features/teams/api/team-queries').then(({ teamQueries }) =>
      context.queryClient.prefetchQuery(teamQueries.list()),
    ),
  head: ({ match }) => privateHead(match.context, msg`Teams`),
  component: TeamsPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { TeamsPage } from '@/features/teams/components/TeamsPages'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/teams/')({
  loader: ({ context }) =>
    void import('@/features/teams/api/team-queries').then(({ teamQueries }) =>
      context.queryClient.prefetchQuery(teamQueries.list()),
    ),
  head: ({ match }) => privateHead(match.context, msg`Teams`),
  component: TeamsPage,
})

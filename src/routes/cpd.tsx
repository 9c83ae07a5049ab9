import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { CpdPage } from '@/features/cpd/components/CpdPage'
import { privateHead } from '@/lib/page/page-head'
import { requireMemberArea } from '@/lib/session/session-guards'

export const Route = createFileRoute('/cpd')({
  beforeLoad: ({ location }) => requireMemberArea({ location }),
  loader: ({ context }) =>
    void import('@/features/cpd/api/cpd-queries').then(({ cpdQueries }) =>
      context.queryClient.prefetchQuery(cpdQueries.record('current')),
    ),
  head: ({ match }) => privateHead(match.context, msg`My CPD`),
  component: CpdPage,
})

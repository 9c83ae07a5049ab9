import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { CpdSummaryPage } from '@/features/admin-cpd/components/CpdSummaryPage'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/admin/cpd')({
  loader: ({ context }) =>
    void import('@/features/admin-cpd/api/cpd-summary-queries').then(({ cpdSummaryQuery }) =>
      context.queryClient.prefetchQuery(cpdSummaryQuery()),
    ),
  head: ({ match }) => privateHead(match.context, msg`CPD records`),
  component: CpdSummaryPage,
})

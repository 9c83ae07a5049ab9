import { createFileRoute } from '@tanstack/react-router'
import { OverviewPage } from '@/features/admin-layout/components/OverviewPage'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

export const Route = createFileRoute('/admin/')({
  loader: ({ context }) =>
    void import('@/features/admin-layout/api/overview-queries').then(({ overviewQuery }) =>
      context.queryClient.prefetchQuery(overviewQuery()),
    ),
  head: ({ match }) => privateHead(match.context, msg`Admin overview`),
  component: OverviewPage,
})

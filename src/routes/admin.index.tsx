import { createFileRoute } from '@tanstack/react-router'
import { OverviewPage } from '@/features/admin-layout/components/OverviewPage'

export const Route = createFileRoute('/admin/')({
  // Warm the cache while the screen's chunk loads; the screen itself shows a failure (error state with Retry).
  loader: ({ context }) => void import('@/features/admin-layout/api/overview-queries').then(({ overviewQuery }) => context.queryClient.prefetchQuery(overviewQuery())),
  component: OverviewPage,
})

import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { NotificationsPage } from '@/features/notifications/components/NotificationsPage'
import { privateHead } from '@/lib/page/page-head'
import { requireSignedIn } from '@/lib/session/session-guards'

export const Route = createFileRoute('/notifications')({
  beforeLoad: ({ location }) => requireSignedIn({ location }),
  loader: ({ context }) =>
    void import('@/lib/member/notifications').then(({ notificationQueries }) => {
      void context.queryClient.prefetchQuery(notificationQueries.page(1))
    }),
  head: ({ match }) => privateHead(match.context, msg`Notifications`),
  component: NotificationsPage,
})

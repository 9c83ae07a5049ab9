import { createFileRoute } from '@tanstack/react-router'
import { PendingUsersPage } from '@/features/admin-users/components/PendingUsersPage'
import { requireUserAdmin } from '@/lib/session/session-guards'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

/** Superadmin and admin only; a cme sees Access Denied inside the admin layout. */
export const Route = createFileRoute('/admin/users/pending')({
  beforeLoad: ({ location }) => requireUserAdmin({ location }),
  loader: ({ context }) =>
    void import('@/features/admin-users/api/users-queries').then(({ adminUserQueries, FIRST_PENDING_VIEW }) =>
      Promise.all([
        context.queryClient.prefetchQuery(adminUserQueries.pending(FIRST_PENDING_VIEW)),
        context.queryClient.prefetchQuery(adminUserQueries.stats()),
      ]),
    ),
  head: ({ match }) => privateHead(match.context, msg`Pending Users`),
  component: PendingUsersPage,
})

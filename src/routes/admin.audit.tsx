import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '@/features/admin-users/components/AuditPage'
import { requireUserAdmin } from '@/lib/session/session-guards'
import { msg } from '@lingui/core/macro'
import { privateHead } from '@/lib/page/page-head'

/** Superadmin and admin only; a cme sees Access Denied inside the admin layout. */
export const Route = createFileRoute('/admin/audit')({
  beforeLoad: ({ location }) => requireUserAdmin({ location }),
  loader: ({ context }) =>
    void import('@/features/admin-users/api/users-queries').then(({ adminUserQueries, NO_AUDIT_FILTERS }) =>
      context.queryClient.prefetchQuery(adminUserQueries.audit(NO_AUDIT_FILTERS, 1)),
    ),
  head: ({ match }) => privateHead(match.context, msg`Audit log`),
  component: AuditPage,
})

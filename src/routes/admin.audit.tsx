import { createFileRoute } from '@tanstack/react-router'
import { AuditPage } from '@/features/admin-users/components/AuditPage'
import { requireUserAdmin } from '@/lib/session-guards'

/** Superadmin and admin only; a cme sees Access Denied inside the admin layout. */
export const Route = createFileRoute('/admin/audit')({
  beforeLoad: ({ location }) => requireUserAdmin({ location }),
  component: AuditPage,
})

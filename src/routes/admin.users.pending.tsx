import { createFileRoute } from '@tanstack/react-router'
import { PendingUsersPage } from '@/features/admin-users/components/PendingUsersPage'
import { requireUserAdmin } from '@/lib/session-guards'

/** Superadmin and admin only; a cme sees Access Denied inside the admin layout. */
export const Route = createFileRoute('/admin/users/pending')({
  beforeLoad: ({ location }) => requireUserAdmin({ location }),
  component: PendingUsersPage,
})

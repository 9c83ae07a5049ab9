import { USER_ADMIN_ROLES } from '@contract/constants'
import { createFileRoute } from '@tanstack/react-router'
import { AccessDenied } from '@/features/account/components/ActivationPages'
import { PendingUsersPage } from '@/features/admin-users/components/PendingUsersPage'
import { useSession } from '@/lib/session'

/** Superadmin and admin only (cme reaches the rest of the admin area). */
export const Route = createFileRoute('/admin/users/pending')({ component: Gate })

function Gate() {
  const { user } = useSession()
  return user && USER_ADMIN_ROLES.includes(user.role) ? <PendingUsersPage /> : <AccessDenied />
}

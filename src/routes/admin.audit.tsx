import { USER_ADMIN_ROLES } from '@contract/constants'
import { createFileRoute } from '@tanstack/react-router'
import { AccessDenied } from '@/features/account/components/ActivationPages'
import { AuditPage } from '@/features/admin-users/components/AuditPage'
import { useSession } from '@/lib/session'

/** Superadmin and admin only (cme reaches the rest of the admin area). */
export const Route = createFileRoute('/admin/audit')({ component: Gate })

function Gate() {
  const { user } = useSession()
  return user && USER_ADMIN_ROLES.includes(user.role) ? <AuditPage /> : <AccessDenied />
}

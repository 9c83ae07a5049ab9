import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AccessDenied } from '@/features/account/components/ActivationPages'
import { AdminLayout } from '@/features/admin-layout/components/AdminLayout'
import { useSession } from '@/lib/session'
import { canUseAdminArea } from '@/lib/session'
import { requireMemberArea } from '@/lib/session-guards'

/** Sign-in required (→ /login and back), roles superadmin/admin/cme, else Access Denied. */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ location }) => requireMemberArea({ location }),
  component: AdminGate,
})

function AdminGate() {
  const { user } = useSession()
  return canUseAdminArea(user?.role) ? (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  ) : (
    <AccessDenied />
  )
}

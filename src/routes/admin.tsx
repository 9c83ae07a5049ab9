import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AdminLayout } from '@/features/admin-layout/components/AdminLayout'
import { requireAdminArea } from '@/lib/session/session-guards'

/**
 * The admin area: sign-in required (→ /login and back), roles superadmin, admin and cme;
 * any other signed-in user sees Access Denied (the router's error component, RouteError).
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ location }) => requireAdminArea({ location }),
  component: AdminArea,
})

function AdminArea() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  )
}

import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AdminLayout } from '@/features/admin-layout/components/AdminLayout'
import { requireAdminArea } from '@/lib/session/session-guards'

/** Roles superadmin, admin and cme; any other signed-in user sees Access Denied. */
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

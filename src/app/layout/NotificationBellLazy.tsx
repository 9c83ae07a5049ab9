import { lazy, Suspense } from 'react'

// The bell and its schemas load only for a signed-in member: a visitor's first page carries none of them.
const Bell = lazy(() =>
  import('@/features/notifications/components/NotificationBell').then((m) => ({
    default: m.NotificationBell,
  })),
)

/** The header's notification bell, loaded on demand; nothing shows while it loads. */
export function NotificationBell() {
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  )
}

import { lazy, Suspense } from 'react'
import { loadAreaMessages } from '@/lib/i18n/i18n'

// Only a signed-in member loads the bell, its schemas and the member screens' catalog.
const Bell = lazy(() =>
  Promise.all([
    import('@/features/notifications/components/NotificationBell'),
    loadAreaMessages('member'),
  ]).then(([m]) => ({ default: m.NotificationBell })),
)

export function NotificationBell() {
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  )
}

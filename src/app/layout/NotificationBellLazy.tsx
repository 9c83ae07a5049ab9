import { lazy, Suspense } from 'react'
import { loadAreaMessages } from '@/lib/i18n/i18n'

// The bell and its schemas load only for a signed-in member: a visitor's first page carries none of them.
// With the member screens' catalog, whose messages it shows.
const Bell = lazy(() =>
  Promise.all([
    import('@/features/notifications/components/NotificationBell'),
    loadAreaMessages('member'),
  ]).then(([m]) => ({ default: m.NotificationBell })),
)

/** The header's notification bell, loaded on demand; nothing shows while it loads. */
export function NotificationBell() {
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  )
}

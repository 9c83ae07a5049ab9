import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { onLogout, sessionReady } from '@/lib/session/session'
import { ToastProvider } from '@/ui/primitives/Toast'

/**
 * Session wiring: load the user at start; when the session ends (logout, or a
 * failed refresh), forget the member's cached data and leave signed-in-only screens.
 * Also hosts the toast region every screen shares.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(() => {
    void sessionReady()
    return onLogout(() => {
      // The persisted cache's module is not part of the first screen.
      void import('./persistence').then((m) => m.clearMemberCache(queryClient))
      // Items saved for offline (and their files) belong to the member too. Loaded
      // on demand: saved-items needs Dexie, which the first screen does not (docs/decisions/005-first-visit-budget.md).
      void import('@/lib/offline/saved-items').then((m) => m.clearSavedItems())
      // Guards run again: a page that needs a session sends the visitor to /login.
      void router.invalidate()
    })
  }, [queryClient, router])
  return <ToastProvider closeLabel={t`Dismiss notification`}>{children}</ToastProvider>
}

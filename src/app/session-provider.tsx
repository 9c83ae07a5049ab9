import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { onLogout, sessionReady } from '@/lib/session/session'
import { ToastProvider } from '@/ui/primitives/Toast'

export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(() => {
    void sessionReady()
    return onLogout(() => {
      void import('./persistence').then((m) => m.clearMemberCache(queryClient))
      // Loaded on demand: saved-items needs Dexie, which the first screen does not.
      void import('@/lib/offline/saved-items').then((m) => m.clearSavedItems())
      // Guards run again: a page that needs a session sends the visitor to /login.
      void router.invalidate()
    })
  }, [queryClient, router])
  return <ToastProvider closeLabel={t`Dismiss notification`}>{children}</ToastProvider>
}

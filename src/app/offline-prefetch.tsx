import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * Mounted once in the root route: starts the background refresh for offline reading
 * (offline-prefetch-run.ts). That module and the query factories it composes load on
 * their own, after the first screen, so they add nothing to the start-up bundle.
 */
export function OfflinePrefetch() {
  const queryClient = useQueryClient()
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    void import('./offline-prefetch-run').then(({ startOfflinePrefetch }) => {
      if (!unmounted) stop = startOfflinePrefetch(queryClient)
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [queryClient])
  return null
}

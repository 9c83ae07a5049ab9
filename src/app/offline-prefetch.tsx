import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

const FIRST_RUN_DELAY_MS = 3000

export function OfflinePrefetch() {
  const queryClient = useQueryClient()
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    let timer: number | undefined
    const begin = () => {
      timer = window.setTimeout(() => {
        void import('./offline-prefetch-run').then(({ startOfflinePrefetch }) => {
          if (!unmounted) stop = startOfflinePrefetch(queryClient)
        })
      }, FIRST_RUN_DELAY_MS)
    }
    if (document.readyState === 'complete') begin()
    else window.addEventListener('load', begin, { once: true })
    return () => {
      unmounted = true
      window.clearTimeout(timer)
      window.removeEventListener('load', begin)
      stop?.()
    }
  }, [queryClient])
  return null
}

import { useSyncExternalStore } from 'react'

/** Without `matchMedia` (tests) it answers true: every part renders and CSS alone hides them. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof matchMedia !== 'function') return () => undefined
      const list = matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => typeof matchMedia !== 'function' || matchMedia(query).matches,
    () => true,
  )
}

import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches now, following changes (a rotated phone, a resized window).
 * For what one layout never shows: CSS still hides it from the first paint, and not
 * rendering it at all spares a slow phone its elements and links. Without `matchMedia`
 * (tests outside a browser) it answers true: every layout's parts are rendered, and CSS alone hides them.
 */
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

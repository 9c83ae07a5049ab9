import { useSyncExternalStore } from 'react'

/**
 * Whether a media query matches now, following changes (a rotated phone, a resized window).
 * For what one layout never shows: CSS still hides it from the first paint, and not
 * rendering it at all spares a slow phone its elements and links. Without `matchMedia`
 * (tests outside a browser) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof matchMedia !== 'function') return () => undefined
      const list = matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => (typeof matchMedia === 'function' ? matchMedia(query).matches : fallback),
    () => fallback,
  )
}

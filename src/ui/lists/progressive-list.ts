import { startTransition, useEffect, useState } from 'react'
import { media } from '../primitives/breakpoints'
import { useRenderingAsTheServer } from '@/lib/page/hydration'
import { yieldToMain } from '@/lib/page/yield'

export interface FirstScreen {
  phone: number
  wide: number
}

const firstScreenCount = ({ phone, wide }: FirstScreen) =>
  typeof matchMedia === 'function' && matchMedia(media.wide).matches ? wide : phone

/** The first screenful with the answer, then as much more per task as a transition; the server renders it whole. */
export function useProgressiveList<T>(
  items: readonly T[] | undefined,
  firstScreen: FirstScreen,
): { shown: readonly T[] | undefined; complete: boolean } {
  const [step] = useState(() => firstScreenCount(firstScreen))
  // A list the server rendered is whole in the page already: the browser takes it over whole.
  const asTheServer = useRenderingAsTheServer()
  const [limit, setLimit] = useState(() => (asTheServer ? Infinity : step))
  const total = items?.length ?? 0
  useEffect(() => {
    if (!total || limit === Infinity) return
    if (limit >= total) {
      setLimit(Infinity)
      return
    }
    let cancelled = false
    void yieldToMain().then(() => {
      if (!cancelled)
        startTransition(() => setLimit((shown) => (shown + step >= total ? Infinity : shown + step)))
    })
    return () => {
      cancelled = true
    }
  }, [limit, total, step])
  if (!items || limit >= items.length) return { shown: items, complete: true }
  return { shown: items.slice(0, limit), complete: false }
}

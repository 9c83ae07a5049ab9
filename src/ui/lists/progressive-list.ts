import { startTransition, useEffect, useState } from 'react'
import { media } from '../primitives/breakpoints'
import { useRenderingAsTheServer } from '@/lib/page/hydration'
import { yieldToMain } from '@/lib/page/yield'

/** How many cards of a list fill the first screen: on a phone (one column), and wider (two or three columns). */
export interface FirstScreen {
  phone: number
  wide: number
}

const firstScreenCount = ({ phone, wide }: FirstScreen) =>
  typeof matchMedia === 'function' && matchMedia(media.wide).matches ? wide : phone

/**
 * A list's cards rendered a screenful at a time when the list first appears, so that no
 * main-thread task runs long on a slow phone (docs/decisions/250-list-pages-in-short-tasks.md): the
 * first screenful with the answer (what the reader sees), then the same number more in each
 * later task, after a yield and as a transition (React renders it in slices and lets input
 * through), until all are there. Only below the first screen does anything appear later, and
 * only new boxes are added after the shown ones, so nothing on screen moves. Once the whole
 * list has been shown, later answers (a filter, another page) render whole as before.
 * `complete` says when every item is rendered (what comes after the list waits for it). The
 * server renders the whole answer, and the browser hydrates it whole.
 */
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
    // A short list was whole at once: from now on every answer renders whole.
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

import { startTransition, useEffect, useState, type ReactNode } from 'react'
import * as css from './home.css'
import { whenIdle } from '@/lib/yield'

/**
 * Renders `children` once the browser is idle after the first screen, as a transition (in
 * short slices). The home page's lower sections come a moment after the hero instead of
 * in one long task with it (issue 2 §8 TBT target, docs/decisions/005); everyone gets the
 * same content. Until then a block of about the section's height keeps the footer in place.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdle(() => startTransition(() => setReady(true)), 1000), [])
  return ready ? children : <div className={css.deferred} />
}

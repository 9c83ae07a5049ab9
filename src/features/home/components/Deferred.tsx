import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react'
import * as css from './home.css'
import { whenIdle } from '@/lib/page/yield'

/**
 * The home page's lower sections are rendered one at a time once the browser is idle after
 * the first screen, each as a transition in its own task, with a frame between them (so each
 * section's layout is its own short task too). Everyone gets the same content a moment
 * after the hero instead of all of it in one long task (the start-up budget of docs/decisions/005-first-visit-budget.md,
 * docs/decisions/005). Until its turn a block of about a section's height keeps the footer
 * in place, also while the section's code is still loading. `eager` renders at once (an address with #faq must find its target).
 */
const queue: (() => void)[] = []
let running = false

function runNext(): void {
  const next = queue.shift()
  if (!next) {
    running = false
    return
  }
  running = true
  whenIdle(() => {
    next()
    requestAnimationFrame(() => setTimeout(runNext, 0))
  }, 1000)
}

function enqueue(task: () => void): () => void {
  queue.push(task)
  if (!running) runNext()
  return () => {
    const index = queue.indexOf(task)
    if (index >= 0) queue.splice(index, 1)
  }
}

export function Deferred({ eager = false, children }: { eager?: boolean; children: ReactNode }) {
  const [ready, setReady] = useState(false)
  const shown = ready || eager
  useEffect(() => {
    if (shown) return
    return enqueue(() => startTransition(() => setReady(true)))
  }, [shown])
  const standIn = <div className={css.deferred} />
  // A section's code may still be on its way (HomePage loads it lazily): the stand-in keeps its place.
  return shown ? <Suspense fallback={standIn}>{children}</Suspense> : standIn
}

/**
 * Main-thread scheduling helpers for start-up (so that no main-thread task runs long on a slow phone; docs/decisions/005-first-visit-budget.md): long work is cut into
 * tasks short enough that a tap is never kept waiting.
 */
interface SchedulerWithYield {
  yield?: () => Promise<void>
}

/** Lets the browser handle input and paint before the caller continues (a new task). */
export function yieldToMain(): Promise<void> {
  // The Prioritized Task Scheduling API (Chromium) is missing from TypeScript's DOM types; `yield` is optional, as other browsers lack it.
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Runs `task` once the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 50)
  return () => clearTimeout(timer)
}

/** Idle time left in a callback when nothing else waited for the main thread (Chrome's idle periods last up to 50 ms). */
const WHOLE_IDLE_PERIOD_MS = 40

interface SettleOptions {
  ready?: () => boolean
  quietMs?: number
  timeoutMs?: number
}

/**
 * Runs `task` once the page has settled: `ready()` holds (what the first screen loads has
 * arrived) and the main thread has been idle for `quietMs` in a row, so that work which can
 * wait (the service worker's install, which fetches and stores every file of the app) never
 * competes with the first screen's own tasks on a slow phone. At the latest after `timeoutMs`.
 * Returns a cancel.
 */
export function whenSettled(task: () => void, { ready = () => true, quietMs = 1000, timeoutMs = 10_000 }: SettleOptions = {}): () => void {
  let quietSince: number | undefined
  let cancelNext: () => void = () => undefined
  const stop = () => {
    cancelNext()
    clearTimeout(latest)
  }
  const run = () => {
    stop()
    task()
  }
  const latest = setTimeout(run, timeoutMs)
  const check = (quiet: boolean) => {
    const now = performance.now()
    if (!quiet || !ready()) quietSince = undefined
    else if (quietSince === undefined) quietSince = now
    else if (now - quietSince >= quietMs) return run()
    next()
  }
  const next = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback((deadline) => check(deadline.timeRemaining() >= WHOLE_IDLE_PERIOD_MS))
      cancelNext = () => cancelIdleCallback(handle)
    } else {
      // Without idle callbacks (Safari): only `ready` can be checked.
      const timer = setTimeout(() => check(true), 100)
      cancelNext = () => clearTimeout(timer)
    }
  }
  next()
  return stop
}

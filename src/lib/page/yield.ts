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
/** Main-thread idle time in a row after which the page counts as settled. */
const QUIET_MS = 1000
/** At the latest, work waiting for the page to settle runs this long after it was asked for. */
const SETTLE_TIMEOUT_MS = 10_000

/**
 * Runs `task` once the page has settled: `ready()` holds (what the first screen loads has
 * arrived) and the main thread has been idle for a second in a row, so that work which can
 * wait (the service worker's install, which fetches and stores every file of the app) never
 * competes with the first screen's own tasks on a slow phone. At the latest after 10 s.
 * Without idle callbacks (Safari) only `ready` can be checked.
 */
export function whenSettled(task: () => void, ready: () => boolean): void {
  let quietSince = -1
  let done = false
  const run = () => {
    if (!done) task()
    done = true
  }
  setTimeout(run, SETTLE_TIMEOUT_MS)
  const check = (idleMs: number) => {
    const now = performance.now()
    if (idleMs < WHOLE_IDLE_PERIOD_MS || !ready()) quietSince = -1
    else if (quietSince < 0) quietSince = now
    else if (now - quietSince >= QUIET_MS) return run()
    if (!done) next()
  }
  const next = () => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback((deadline) => check(deadline.timeRemaining()))
    else setTimeout(() => check(WHOLE_IDLE_PERIOD_MS), 100)
  }
  next()
}

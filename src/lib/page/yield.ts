/** Long work is cut into tasks short enough that a tap is never kept waiting. */
interface SchedulerWithYield {
  yield?: () => Promise<void>
}

export function yieldToMain(): Promise<void> {
  // Cast: the Prioritized Task Scheduling API is missing from the DOM types; `yield` is optional.
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 50)
  return () => clearTimeout(timer)
}

const WHOLE_IDLE_PERIOD_MS = 40
const QUIET_MS = 1000
const SETTLE_TIMEOUT_MS = 10_000

/** After `ready()` and a second of idle main thread, at the latest after 10 s; Safari checks `ready` only. */
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

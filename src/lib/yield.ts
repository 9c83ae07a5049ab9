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

/**
 * Writes the latest value at most once per `intervalMs`, one write at a time: a value given
 * while a write runs or while the interval has not passed waits, and a newer one replaces it
 * (only the latest state is worth saving). `flush` writes a waiting value now (the page is
 * going away: waiting out the interval could lose it); `cancel` drops it (what it holds must
 * not be written any more) and resolves once a write already running has ended, so that a
 * removal made then comes after it.
 */
export interface ThrottledWriter<T> {
  write(value: T): void
  /** Resolves when the waiting value, if any, is written (after the write that runs now). */
  flush(): Promise<void>
  cancel(): Promise<void>
}

export function throttledWriter<T>(
  save: (value: T) => Promise<void>,
  intervalMs: number,
): ThrottledWriter<T> {
  let waiting: { value: T } | undefined
  let running: Promise<void> | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let nextAt = 0

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  function run(): Promise<void> {
    clearTimer()
    const next = waiting
    waiting = undefined
    if (!next) return running ?? Promise.resolve()
    const current = save(next.value)
      .catch(() => undefined)
      .finally(() => {
        running = undefined
        nextAt = Date.now() + intervalMs
        if (waiting) plan()
      })
    running = current
    return current
  }

  /** Runs the waiting value now when nothing holds it back, else once the interval has passed. */
  function plan(): void {
    if (running || timer !== undefined) return
    const wait = nextAt - Date.now()
    if (wait <= 0) void run()
    else timer = setTimeout(() => void run(), wait)
  }

  return {
    write(value) {
      waiting = { value }
      plan()
    },
    async flush() {
      clearTimer()
      // One write at a time: the waiting value goes right after the one that runs.
      if (running) await running
      if (waiting) {
        clearTimer()
        await run()
      }
    },
    cancel() {
      clearTimer()
      waiting = undefined
      return running ?? Promise.resolve()
    },
  }
}

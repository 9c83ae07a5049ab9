/** Only the latest value is worth saving; `cancel` resolves after a running write, so a removal comes after it. */
export interface ThrottledWriter<T> {
  write(value: T): void
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenSettled } from './yield'

describe('whenSettled', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits until what the page loads has arrived, then for the quiet time', () => {
    let loading = true
    const task = vi.fn()
    whenSettled(task, { ready: () => !loading, quietMs: 1000, timeoutMs: 60_000 })
    vi.advanceTimersByTime(5000)
    expect(task).not.toHaveBeenCalled()
    loading = false
    vi.advanceTimersByTime(900)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(400)
    expect(task).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs at the latest after the timeout, and not at all once cancelled', () => {
    const late = vi.fn()
    whenSettled(late, { ready: () => false, timeoutMs: 10_000 })
    vi.advanceTimersByTime(10_000)
    expect(late).toHaveBeenCalledTimes(1)

    const cancelled = vi.fn()
    const cancel = whenSettled(cancelled, { quietMs: 1000 })
    vi.advanceTimersByTime(500)
    cancel()
    vi.advanceTimersByTime(20_000)
    expect(cancelled).not.toHaveBeenCalled()
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenSettled } from './yield'

describe('whenSettled', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits until what the page loads has arrived, then for a second of quiet', () => {
    let loading = true
    const task = vi.fn()
    whenSettled(task, () => !loading)
    vi.advanceTimersByTime(5000)
    expect(task).not.toHaveBeenCalled()
    loading = false
    vi.advanceTimersByTime(900)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(400)
    expect(task).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(20_000)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs once at the latest after 10 s, whatever is still loading', () => {
    const task = vi.fn()
    whenSettled(task, () => false)
    vi.advanceTimersByTime(9_900)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(200)
    expect(task).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(20_000)
    expect(task).toHaveBeenCalledTimes(1)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttledWriter } from './throttled-writer'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function recorder() {
  const written: { value: string; at: number }[] = []
  const start = Date.now()
  const save = async (value: string) => {
    written.push({ value, at: Date.now() - start })
  }
  return { written, save }
}

describe('throttledWriter', () => {
  it('writes the first value at once, then the latest value once the second has passed', async () => {
    const { written, save } = recorder()
    const writer = throttledWriter(save, 1000)
    writer.write('a')
    await vi.advanceTimersByTimeAsync(0)
    writer.write('b')
    writer.write('c')
    await vi.advanceTimersByTimeAsync(999)
    expect(written).toEqual([{ value: 'a', at: 0 }])
    await vi.advanceTimersByTimeAsync(1)
    expect(written).toEqual([
      { value: 'a', at: 0 },
      { value: 'c', at: 1000 },
    ])
  })

  it('flush writes the waiting value now, after the write that runs', async () => {
    const { written, save } = recorder()
    const writer = throttledWriter(save, 1000)
    writer.write('a')
    writer.write('b')
    await writer.flush()
    expect(written.map((w) => w.value)).toEqual(['a', 'b'])
    expect(written[1]?.at).toBe(0)
    await vi.advanceTimersByTimeAsync(2000)
    expect(written).toHaveLength(2)
  })

  it('cancel drops the waiting value; a failed write does not stop the next one', async () => {
    const written: string[] = []
    const writer = throttledWriter(async (value: string) => {
      if (value === 'fails') throw new Error('quota')
      written.push(value)
    }, 1000)
    writer.write('fails')
    writer.write('dropped')
    writer.cancel()
    await vi.advanceTimersByTimeAsync(2000)
    writer.write('kept')
    await vi.advanceTimersByTimeAsync(0)
    expect(written).toEqual(['kept'])
  })
})

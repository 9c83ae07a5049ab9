import { describe, expect, it } from 'vitest'
import { inLanes } from './in-lanes'

describe('inLanes', () => {
  it('works through a list a few at a time, every item once', async () => {
    let running = 0
    let most = 0
    const done: number[] = []
    await inLanes([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5 * (item % 3)))
      done.push(item)
      running--
    })
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(most).toBe(3)
  })
})

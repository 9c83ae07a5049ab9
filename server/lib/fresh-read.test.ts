import { describe, expect, it } from 'vitest'
import { freshRead } from './fresh-read'

/** A read the test finishes by hand, recording when each read started. */
function controlledReads() {
  const reads: { resolve: (value: number) => void; reject: (reason: unknown) => void }[] = []
  const read = () =>
    new Promise<number>((resolve, reject) => {
      reads.push({ resolve, reject })
    })
  return { reads, read }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('freshRead', () => {
  it('starts a read at once for a caller alone, and another for the next caller alone', async () => {
    const { reads, read } = controlledReads()
    const fresh = freshRead(read)
    const first = fresh()
    expect(reads).toHaveLength(1)
    reads[0]?.resolve(1)
    expect(await first).toBe(1)
    const second = fresh()
    expect(reads).toHaveLength(2)
    reads[1]?.resolve(2)
    expect(await second).toBe(2)
  })

  it('never gives a caller the read that was running when it called: callers meanwhile share the next one', async () => {
    const { reads, read } = controlledReads()
    const fresh = freshRead(read)
    const early = fresh()
    // Arrive while the first read is in flight (it may have seen the database before their writes).
    const late = [fresh(), fresh(), fresh()]
    expect(reads).toHaveLength(1)
    reads[0]?.resolve(1)
    expect(await early).toBe(1)
    await tick()
    // The next read starts only once the first has returned, and serves all three.
    expect(reads).toHaveLength(2)
    // One more arriving now waits for a third read, not the second that is running.
    const later = fresh()
    reads[1]?.resolve(2)
    expect(await Promise.all(late)).toEqual([2, 2, 2])
    await tick()
    expect(reads).toHaveLength(3)
    reads[2]?.resolve(3)
    expect(await later).toBe(3)
  })

  it('fails the callers of a failed read only, and reads afresh for the next', async () => {
    const { reads, read } = controlledReads()
    const fresh = freshRead(read)
    const first = fresh()
    const waiting = fresh()
    reads[0]?.reject(new Error('gone'))
    await expect(first).rejects.toThrow('gone')
    await tick()
    reads[1]?.resolve(5)
    expect(await waiting).toBe(5)
    const after = fresh()
    reads[2]?.resolve(6)
    expect(await after).toBe(6)
  })

  it('turns a read that throws at once into a failed answer', async () => {
    const fresh = freshRead<number>(() => {
      throw new Error('no pool')
    })
    await expect(fresh()).rejects.toThrow('no pool')
  })
})

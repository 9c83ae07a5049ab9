import { describe, expect, it } from 'vitest'
import { buildCached } from './pwa'

/** A worker that answers CACHE_BUILD on the message's port as sw/sw.ts does, with `failed` files. */
const workerAnswering = (failed: number) => ({
  postMessage: (message: unknown, transfer: Transferable[]) => {
    expect(message).toEqual({ type: 'CACHE_BUILD' })
    // The page sends the channel's second port, as the only thing transferred.
    const port = transfer[0] as MessagePort
    port.postMessage({ failed })
  },
})

describe('buildCached', () => {
  it('holds only when the worker answers that every file of the build is cached (the offline notice waits for it)', async () => {
    expect(await buildCached(workerAnswering(0))).toBe(true)
    expect(await buildCached(workerAnswering(3))).toBe(false)
  })
})

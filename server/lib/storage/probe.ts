import type { FileStorage } from './storage'

/** A folder of its own, so a probe never collides with an upload. */
const PROBE_FOLDER = 'health'

/**
 * A full, read-only or unreachable store, a missing bucket or refused credentials fail here with the store's
 * error.
 */
export async function probeStorage(storage: FileStorage): Promise<void> {
  const key = `${PROBE_FOLDER}/ready-${crypto.randomUUID()}.probe`
  await storage.put(key, new TextEncoder().encode('ready'))
  await storage.delete(key)
}

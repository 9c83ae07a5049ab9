import type { FileStorage } from './storage'

/** Where probe files go: a folder of their own, so a probe can never collide with an upload. */
const PROBE_FOLDER = 'health'

/**
 * Writes a small file and removes it again: a full, read-only or unreachable store, a
 * missing bucket or refused credentials fail here, with the store's own error.
 */
export async function probeStorage(storage: FileStorage): Promise<void> {
  const key = `${PROBE_FOLDER}/ready-${crypto.randomUUID()}.probe`
  await storage.put(key, new TextEncoder().encode('ready'))
  await storage.delete(key)
}

import type { FileStorage } from './storage'

const PROBE_FOLDER = 'health'

/** Fails with the store's own error when it is full, read-only, unreachable or refuses the credentials. */
export async function probeStorage(storage: FileStorage): Promise<void> {
  const key = `${PROBE_FOLDER}/ready-${crypto.randomUUID()}.probe`
  await storage.put(key, new TextEncoder().encode('ready'))
  await storage.delete(key)
}

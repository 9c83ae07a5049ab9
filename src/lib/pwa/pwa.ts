import { fieldOf } from '@contract/narrow'

/**
 * Service-worker lifecycle for the shell: a waiting update is announced to
 * the UI, which asks the user before reloading; the first install is announced once.
 */
type PwaEvent = { type: 'update-available' } | { type: 'offline-ready' } | { type: 'flush-outbox' }
const listeners = new Set<(event: PwaEvent) => void>()
let registration: ServiceWorkerRegistration | undefined
let pending: PwaEvent[] = []

function emit(event: PwaEvent): void {
  if (listeners.size === 0) pending.push(event)
  listeners.forEach((listener) => listener(event))
}

export function onPwaEvent(listener: (event: PwaEvent) => void): () => void {
  listeners.add(listener)
  pending.forEach(listener)
  pending = []
  return () => listeners.delete(listener)
}

/**
 * Asks `worker` to cache every file of the build (sw/sw.ts, `CACHE_BUILD`); true once it
 * answers that none failed. Its install caches only the shell's files: until the others are
 * in, a screen never opened online would not open offline.
 */
export function buildCached(worker: {
  postMessage: (message: unknown, transfer: Transferable[]) => void
}): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event: MessageEvent) => {
      channel.port1.close()
      resolve(fieldOf(event.data, 'failed') === 0)
    }
    worker.postMessage({ type: 'CACHE_BUILD' }, [channel.port2])
  })
}

/** "offline-ready" once the first worker has every file of the build; a warm-up cut short (the network went) is asked again when it returns. */
async function announceOfflineWhenCached(worker: ServiceWorker): Promise<void> {
  while (!(await buildCached(worker)))
    await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
  emit({ type: 'offline-ready' })
}

/**
 * Registers the service worker, with the browser's own API (workbox-window did the same in
 * ~2 KB gzip more of a first visit: docs/decisions/285-the-query-cache-without-dexie.md).
 * Called as soon as the page has hydrated (or the shell document rendered), without waiting for its images.
 * - "offline-ready" once, when the first worker (no worker controlled the page) is active and
 *   has cached every file of the build;
 * - "update-available" when a new worker has installed and waits behind the active one, also
 *   when it was already waiting (found by another tab, or on an earlier visit);
 * - "flush-outbox" when the worker's Background Sync asks for it.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const container = navigator.serviceWorker
  const firstInstall = !container.controller
  container.addEventListener('message', (event) => {
    if (fieldOf(event.data, 'type') === 'FLUSH_OUTBOX') emit({ type: 'flush-outbox' })
  })
  const registered = await container.register('/sw.js', { scope: '/' })
  registration = registered
  // The first worker may be both `installing` at once and announced by `updatefound` later.
  const watched = new WeakSet<ServiceWorker>()
  const watch = (worker: ServiceWorker) => {
    if (watched.has(worker)) return
    watched.add(worker)
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated' && firstInstall) void announceOfflineWhenCached(worker)
      if (worker.state !== 'installed') return
      // A worker waits while another is active (the first one activates straight away).
      if (registered.waiting === worker && registered.active) emit({ type: 'update-available' })
    })
  }
  if (registered.waiting && registered.active) emit({ type: 'update-available' })
  if (registered.installing) watch(registered.installing)
  registered.addEventListener('updatefound', () => {
    if (registered.installing) watch(registered.installing)
  })
}

/** Activates the waiting worker (it skips waiting when asked, sw/sw.ts) and reloads once it controls the page. */
export function applyUpdate(): void {
  const waiting = registration?.waiting
  if (!waiting) return
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  waiting.postMessage({ type: 'SKIP_WAITING' })
}

/** Asks the browser to keep the offline data under storage pressure. */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false
  if (await navigator.storage.persisted()) return true
  return navigator.storage.persist()
}

/** Asks Background Sync (where the browser has it) to wake the app when the connection returns. */
export async function requestOutboxSync(): Promise<void> {
  try {
    // Background Sync (Chromium) is missing from TypeScript's DOM types; `sync` is optional, as other browsers lack it.
    const registration = (await navigator.serviceWorker?.ready) as
      (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined
    await registration?.sync?.register('portal-outbox')
  } catch {
    // No Background Sync: the `online` event and the next start flush the outbox.
  }
}

import { fieldOf } from '@contract/narrow'

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

/** Until every file is in, a screen never opened online would not open offline. */
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

async function announceOfflineWhenCached(worker: ServiceWorker): Promise<void> {
  while (!(await buildCached(worker)))
    await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
  emit({ type: 'offline-ready' })
}

/** Announces offline-ready (first worker, build cached), update-available (a worker waits) and flush-outbox. */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const container = navigator.serviceWorker
  const firstInstall = !container.controller
  container.addEventListener('message', (event) => {
    if (fieldOf(event.data, 'type') === 'FLUSH_OUTBOX') emit({ type: 'flush-outbox' })
  })
  const registered = await container.register('/sw.js', { scope: '/' })
  registration = registered
  // A document whose navigation began while the first worker installed is not yet a client
  // when the activation claims the open pages: it asks to be claimed once the worker is active.
  void container.ready.then((ready) => {
    if (!container.controller) ready.active?.postMessage({ type: 'CLAIM' })
  })
  // The first worker may be both `installing` at once and announced by `updatefound` later.
  const watched = new WeakSet<ServiceWorker>()
  const watch = (worker: ServiceWorker) => {
    if (watched.has(worker)) return
    watched.add(worker)
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated' && firstInstall) void announceOfflineWhenCached(worker)
      if (worker.state !== 'installed') return
      if (registered.waiting === worker && registered.active) emit({ type: 'update-available' })
    })
  }
  if (registered.waiting && registered.active) emit({ type: 'update-available' })
  if (registered.installing) watch(registered.installing)
  registered.addEventListener('updatefound', () => {
    if (registered.installing) watch(registered.installing)
  })
}

export function applyUpdate(): void {
  const waiting = registration?.waiting
  if (!waiting) return
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  waiting.postMessage({ type: 'SKIP_WAITING' })
}

export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false
  if (await navigator.storage.persisted()) return true
  return navigator.storage.persist()
}

export async function requestOutboxSync(): Promise<void> {
  try {
    // Cast: Background Sync (Chromium) is missing from the DOM types; `sync` is optional.
    const registration = (await navigator.serviceWorker?.ready) as
      (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined
    await registration?.sync?.register('portal-outbox')
  } catch {
    // No Background Sync: the `online` event and the next start flush the outbox.
  }
}

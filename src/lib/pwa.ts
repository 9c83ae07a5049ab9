import { fieldOf } from '@contract/narrow'
import type { Workbox } from 'workbox-window'

/**
 * Service-worker lifecycle for the shell: a waiting update is announced to
 * the UI, which asks the user before reloading; the first install is announced once.
 */
type PwaEvent = { type: 'update-available' } | { type: 'offline-ready' } | { type: 'flush-outbox' }
const listeners = new Set<(event: PwaEvent) => void>()
let workbox: Workbox | undefined
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
 * Registers the service worker. Called when the page is idle after start-up; workbox-window
 * is loaded only then, so it is not part of the code the first render waits for.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const { Workbox } = await import('workbox-window')
  workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => emit({ type: 'update-available' }))
  workbox.addEventListener('message', (event) => {
    if (fieldOf(event.data, 'type') === 'FLUSH_OUTBOX') emit({ type: 'flush-outbox' })
  })
  workbox.addEventListener('installed', (event) => {
    if (!event.isUpdate) emit({ type: 'offline-ready' })
  })
  void workbox.register().then((registration) => {
    // An update the browser found before Workbox listened (a check from another tab, or one
    // right after this page registered) is installing unseen by Workbox: announce it too.
    const installing = registration?.installing
    if (!registration || !installing || !navigator.serviceWorker.controller) return
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' && registration.waiting === installing) emit({ type: 'update-available' })
    })
  })
}

/** Activates the waiting worker and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return
  workbox.addEventListener('controlling', () => window.location.reload())
  workbox.messageSkipWaiting()
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
    const registration = (await navigator.serviceWorker?.ready) as (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined
    await registration?.sync?.register('portal-outbox')
  } catch {
    // No Background Sync: the `online` event and the next start flush the outbox.
  }
}

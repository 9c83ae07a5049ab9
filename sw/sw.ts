/// <reference lib="webworker" />
import { fieldOf } from '@contract/narrow'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import { IMAGE_CACHE, IMAGE_MAX_AGE_SECONDS, IMAGE_MAX_ENTRIES, isCacheableImageRequest, isCacheableImageResponse } from './image-cache'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] }

/** Background Sync's event, not yet in TypeScript's WebWorker library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

/**
 * The service worker: precaches the shell (the shell document, JS, CSS, fonts, icons and both
 * message catalogs, which Vite bundles as chunks). Navigations go to the network, which
 * renders public pages; when it fails or takes longer than NAVIGATION_TIMEOUT_S the cached
 * shell document answers, and the app renders from the persisted query cache — never for
 * /api, /uploads or the files for crawlers. Data lives in IndexedDB; this worker only adds
 * the images those screens show.
 */
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first install takes the open page at once so it works offline without a reload;
// updates wait for the user's "reload" (skipWaiting on message below).
clientsClaim()

/** How long a navigation waits for the network before the shell document answers: a line that slow is as good as none. */
const NAVIGATION_TIMEOUT_S = 3
const shellDocument = createHandlerBoundToURL('/index.html')
const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_S })

registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options)
      } catch {
        return shellDocument(options)
      }
    },
    { denylist: [/^\/api(\/|$)/, /^\/uploads(\/|$)/, /^\/(sitemap\.xml|robots\.txt)$/] },
  ),
)

/** Images of news, events, avatars: kept for offline reading, bounded and expiring (image-cache.ts). */
registerRoute(
  ({ request, url }) => isCacheableImageRequest(url, request.destination, self.location.origin),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (isCacheableImageResponse(response) ? response : null) },
      new ExpirationPlugin({ maxEntries: IMAGE_MAX_ENTRIES, maxAgeSeconds: IMAGE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
)

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (fieldOf(event.data, 'type') === 'SKIP_WAITING') void self.skipWaiting()
})

/**
 * Background Sync: the outbox lives in the page's IndexedDB and its requests need the
 * member's token, which only the page holds; so the worker wakes the open pages to flush.
 */
self.addEventListener('sync', (event) => {
  // Only Background Sync dispatches 'sync', always as a SyncEvent (the worker's types give the event no specific type for it).
  const sync = event as SyncEvent
  if (sync.tag !== 'portal-outbox') return
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'FLUSH_OUTBOX' })
    }),
  )
})

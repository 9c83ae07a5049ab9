/// <reference lib="webworker" />
import { fieldOf } from '@contract/narrow'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import { notificationOfPush } from './push-message'
import { inLanes } from '@contract/in-lanes'
import { ASSET_CACHE, dropOutdated, splitBuild, warmUp, type BuildFile } from './asset-cache'
import {
  IMAGE_CACHE,
  IMAGE_MAX_AGE_SECONDS,
  IMAGE_MAX_ENTRIES,
  isCacheableImageRequest,
  isCacheableImageResponse,
} from './image-cache'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | BuildFile)[] }

/** Background Sync's event, not yet in TypeScript's WebWorker library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

/**
 * The service worker. Its install precaches only what the shell document needs to start (the
 * document, its start-up chunks, the stylesheet, both message catalogs, the font faces, the
 * web manifests: scripts/shell-precache.ts), so a first visit is controlled within seconds on
 * a phone. Once active it caches every other file of the build (asset-cache.ts), so a screen
 * never opened online opens offline. Navigations go to the network, which renders public
 * pages; when it fails or takes longer than NAVIGATION_TIMEOUT_S the cached shell document
 * answers, and the app renders from the persisted query cache — never for /api, /uploads or
 * the files for crawlers. Data lives in IndexedDB; this worker only adds the images those
 * screens show.
 */
const build = splitBuild(self.__WB_MANIFEST, self.location.origin)
const deferred = new Set(build.deferred)
const precache = new PrecacheController()
precache.addToCacheList(build.precache)
// No directory index: `/` is a page the server renders, not the precached shell document.
registerRoute(new PrecacheRoute(precache, { directoryIndex: '' }))
cleanupOutdatedCaches()

/** How many of the shell's files the install fetches at once (most come from the HTTP cache the page just filled). */
const INSTALL_CONCURRENCY = 24
const revisioned = new Set(
  build.precache.flatMap((file) =>
    typeof file !== 'string' && file.revision ? [new URL(file.url, self.location.href).href] : [],
  ),
)

// workbox-precaching's own install fetches one file at a time; the same strategy and cache keys, a few at once.
self.addEventListener('install', (event) => {
  const files = [...precache.getURLsToCacheKeys()]
  const install = inLanes(files, INSTALL_CONCURRENCY, async ([url, cacheKey]) => {
    // A file that changes under the same address (the shell document, the manifests) skips the HTTP cache.
    const request = new Request(url, {
      integrity: precache.getIntegrityForCacheKey(cacheKey),
      cache: revisioned.has(url) ? 'reload' : 'default',
      credentials: 'same-origin',
    })
    await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }))
  })
  event.waitUntil(install)
})
self.addEventListener('activate', (event) => void precache.activate(event))
// The first install takes the open page at once so it works offline without a reload;
// updates wait for the user's "reload" (skipWaiting on message below).
clientsClaim()

/** The build's other files: from the cache once there, else from the network into it. */
registerRoute(({ url }) => deferred.has(url.href), new CacheFirst({ cacheName: ASSET_CACHE }))

/** A warm-up that could not fetch everything (offline) is tried again on an event this long after. */
const WARM_UP_RETRY_MS = 60_000
let warming: Promise<{ failed: number }> | undefined
let failedAt = 0

/** Caches the build's other files once per worker start, again a while after a failed attempt; later calls share the running one. */
function warmBuild(): Promise<{ failed: number }> {
  if (!warming || (failedAt && Date.now() - failedAt > WARM_UP_RETRY_MS)) {
    failedAt = 0
    warming = caches
      .open(ASSET_CACHE)
      .then((cache) => warmUp(cache, build.deferred))
      .then((result) => {
        if (result.failed) failedAt = Date.now()
        return result
      })
  }
  return warming
}

// Activation drops the files of earlier builds; the warm-up runs after it, outside the event
// (an activating worker holds back the page's requests until its activate event is done).
self.addEventListener('activate', (event) => {
  const dropped = caches.open(ASSET_CACHE).then((cache) => dropOutdated(cache, deferred))
  event.waitUntil(dropped)
  void dropped.then(warmBuild)
})

// The page's requests (they reach an active worker only) keep the worker alive while it warms
// (an idle worker may be stopped) and restart a warm-up a stopped worker left unfinished.
self.addEventListener('fetch', (event) => event.waitUntil(warmBuild()))

/** How long a navigation waits for the network before the shell document answers: a line that slow is as good as none. */
const NAVIGATION_TIMEOUT_S = 3
const shellDocument = precache.createHandlerBoundToURL('/index.html')
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
      new ExpirationPlugin({
        maxEntries: IMAGE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

/**
 * Messages: SKIP_WAITING (the user chose to reload into an update); CLAIM (a page the
 * activation's claim missed); CACHE_BUILD, answered on the message's port with `{ failed }`
 * once every file of the build is cached (the tests and the bench wait for it before going offline).
 */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = fieldOf(event.data, 'type')
  if (type === 'SKIP_WAITING') void self.skipWaiting()
  if (type === 'CLAIM') event.waitUntil(self.clients.claim())
  if (type === 'CACHE_BUILD')
    event.waitUntil(warmBuild().then((result) => event.ports[0]?.postMessage(result)))
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

/**
 * Push: the server sends each notification in the member's language (push-message.ts); the
 * worker shows it, and tells the open pages so the bell's count follows at once.
 */
self.addEventListener('push', (event) => {
  const shown = notificationOfPush(event.data?.text(), self.location.origin)
  if (!shown) return
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(shown.title, shown.options),
      self.clients
        .matchAll({ type: 'window' })
        .then((clients) => clients.forEach((client) => client.postMessage({ type: 'NOTIFICATION_PUSHED' }))),
    ]),
  )
})

/** A tap opens the notification's page: in a window of the portal already open, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = fieldOf(event.notification.data, 'url')
  const target = typeof url === 'string' ? url : new URL('/notifications', self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (clients) => {
      const open = clients.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        await open.focus()
        await open.navigate(target).catch(() => undefined)
        return
      }
      await self.clients.openWindow(target)
    }),
  )
})

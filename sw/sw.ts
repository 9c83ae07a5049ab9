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

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

/** The install precaches the shell only; navigations go to the network, the cached shell answers when it fails. */
const build = splitBuild(self.__WB_MANIFEST, self.location.origin)
const deferred = new Set(build.deferred)
const precache = new PrecacheController()
precache.addToCacheList(build.precache)
// `/` is a page the server renders, not the precached shell.
registerRoute(new PrecacheRoute(precache, { directoryIndex: '' }))
cleanupOutdatedCaches()

const INSTALL_CONCURRENCY = 24
const revisioned = new Set(
  build.precache.flatMap((file) =>
    typeof file !== 'string' && file.revision ? [new URL(file.url, self.location.href).href] : [],
  ),
)

self.addEventListener('install', (event) => {
  const files = [...precache.getURLsToCacheKeys()]
  const install = inLanes(files, INSTALL_CONCURRENCY, async ([url, cacheKey]) => {
    // A file that changes under the same address skips the HTTP cache.
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
// The first install takes the open page at once; updates wait for the user's reload.
clientsClaim()

registerRoute(({ url }) => deferred.has(url.href), new CacheFirst({ cacheName: ASSET_CACHE }))

const WARM_UP_RETRY_MS = 60_000
let warming: Promise<{ failed: number }> | undefined
let failedAt = 0

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

// The warm-up runs outside activate: an activating worker holds back the page's requests.
self.addEventListener('activate', (event) => {
  const dropped = caches.open(ASSET_CACHE).then((cache) => dropOutdated(cache, deferred))
  event.waitUntil(dropped)
  void dropped.then(warmBuild)
})

self.addEventListener('fetch', (event) => event.waitUntil(warmBuild()))

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

// Messages: SKIP_WAITING (reload into an update), CLAIM (a page the activation's claim missed), CACHE_BUILD.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = fieldOf(event.data, 'type')
  if (type === 'SKIP_WAITING') void self.skipWaiting()
  if (type === 'CLAIM') event.waitUntil(self.clients.claim())
  if (type === 'CACHE_BUILD')
    event.waitUntil(warmBuild().then((result) => event.ports[0]?.postMessage(result)))
})

/** The outbox needs the member's token, which only the page holds: wake the pages to flush. */
self.addEventListener('sync', (event) => {
  // Cast: only Background Sync dispatches 'sync'.
  const sync = event as SyncEvent
  if (sync.tag !== 'portal-outbox') return
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'FLUSH_OUTBOX' })
    }),
  )
})

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

/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] }

/**
 * The service worker (issue 2 §5): precaches the shell (HTML, JS, CSS, icons and both
 * message catalogs, which Vite bundles as chunks) and answers navigations with the
 * cached shell when offline. Never for /api or /uploads: those go to the network (the
 * offline issue adds their caching).
 */
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first install takes the open page at once so it works offline without a reload;
// updates wait for the user's "reload" (skipWaiting on message below).
clientsClaim()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/uploads(\/|$)/],
  }),
)

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

/**
 * Starts the app: loaded by main.tsx after the splash has painted.
 *
 * Every main-thread task stays short on a slow phone (docs/decisions/005-first-visit-budget.md):
 * React's ~200 KB, the other libraries and the app's own code are three chunks, requested
 * together and run one after the other with a yield between them, and mount.tsx yields between its phases
 * and renders as a transition. The service worker and the persistent-storage request wait
 * until the page has settled.
 */
import { registerServiceWorker, requestPersistentStorage } from '@/lib/pwa'
import { whenIdle, yieldToMain } from '@/lib/yield'

const react = import('react-dom/client')
const libraries = import('./libraries')
const app = import('./mount')
await react
await yieldToMain()
await libraries
await yieldToMain()
const { mount } = await app
await yieldToMain()
await mount()

whenIdle(() => {
  // A failed download of workbox-window (the connection dropped) leaves registration to the next visit.
  registerServiceWorker().catch(() => undefined)
  void requestPersistentStorage()
})

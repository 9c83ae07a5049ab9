/**
 * Starts the app: loaded by main.tsx after the splash has painted.
 *
 * Every main-thread task stays short on a slow phone (docs/decisions/005-first-visit-budget.md):
 * React, the other libraries and the app's own code are three chunks, which main.tsx has
 * already requested together as modulepreload (fetched, not run). Importing them one after
 * the other with a yield between runs each in a task of its own; imported together, they ran
 * in one task whenever they arrived together (docs/decisions/246-start-up-chunks-fetched-together-run-apart.md).
 * mount.tsx yields between its phases and renders as a transition. The service worker and
 * the persistent-storage request wait until the page has settled: the first screen's data
 * has arrived and the main thread has been idle for a second. The worker's install fetches
 * and stores every file of the app; begun earlier, it took a share of the cores the first
 * screen's rendering needed.
 */
import { registerServiceWorker, requestPersistentStorage } from '@/lib/pwa'
import { whenSettled, yieldToMain } from '@/lib/yield'

await import('react-dom/client')
await yieldToMain()
await import('./libraries')
await yieldToMain()
const { mount } = await import('./mount')
await yieldToMain()
const queryClient = await mount()

whenSettled(
  () => {
    // A failed registration (the connection dropped) is tried again on the next visit.
    registerServiceWorker().catch(() => undefined)
    void requestPersistentStorage()
  },
  () => document.readyState === 'complete' && queryClient.isFetching() === 0,
)

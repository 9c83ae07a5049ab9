import type { Locale } from '@contract/constants'

/**
 * The first Intl object of a language (plural rules, number format, collator…) loads that
 * language's ICU data: 10–60 ms on this machine for Arabic, inside the first render that
 * needs it, several times that on a slow phone, and too long to slice. ICU keeps what it
 * loaded for the whole renderer process, all threads, so a worker that builds one of each
 * while the page still waits for its scripts leaves the main thread ~0.1 ms per object
 * (docs/decisions/296-intl-data-loaded-off-the-main-thread.md). Without workers, or if
 * this fails, the objects are built on first use, as before.
 */
export function warmIntl(language: Locale): void {
  if (typeof Worker !== 'function') return
  try {
    new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { name: 'intl-warm' }).postMessage(language)
  } catch {
    // A blocked worker (a CSP, a browser setting) only means no head start.
  }
}

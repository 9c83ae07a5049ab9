/**
 * The entry is tiny on purpose: index.html paints a static branded splash (header and hero,
 * in the stored language) from its own markup, inline styles and inline language pick, so
 * a slow phone shows content at once instead of a blank page while ~130 KB of script arrive
 * (docs/decisions/245-the-page-paints-the-splash-alone.md). This module is not
 * render-blocking: once the splash's first frame is painted it starts the downloads the app
 * needs (the active language's font face, its catalog, the start-up chunks) and the loading
 * of the language's Intl data in a worker, then loads the app (docs/decisions/005-first-visit-budget.md).
 * On later visits everything comes from the service worker's precache.
 */

import { preloadBootChunks } from './lib/boot-chunks'
import { preloadActiveFont, storedLanguage } from './lib/font-preload'
import { warmIntl } from './lib/intl-warm'

const language = storedLanguage(() => localStorage)
/** The longest the app's downloads wait for the splash's picture (a slow or huge one), and after it has loaded. */
const PICTURE_WAIT_MS = 1500
const PAINT_WAIT_MS = 500

/**
 * Runs `start` at once, or, when the splash shows a picture (the /news shell,
 * server/shell-splash.ts: the page's largest paint), once the browser reports that picture
 * as painted (its largest-contentful-paint entry): on a phone's line the app's font, catalog
 * and code would otherwise arrive with the picture and hold its paint, while it needs
 * nothing but the page (docs/decisions/290-news-splash-paints-the-first-picture.md). Never
 * later than PICTURE_WAIT_MS, nor PAINT_WAIT_MS after it has loaded or failed (a browser
 * without those entries, a tap before the paint, a hidden tab).
 */
function afterSplashPicture(start: () => void): void {
  const picture = document.querySelector<HTMLImageElement>('.splash:not([hidden]) .splash-card-media')
  if (!picture) return start()
  let started = false
  let observer: PerformanceObserver | undefined
  const go = () => {
    if (started) return
    started = true
    observer?.disconnect()
    setTimeout(start, 0)
  }
  if (PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => 'element' in entry && entry.element === picture)) go()
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  }
  const settled = () => setTimeout(go, PAINT_WAIT_MS)
  if (picture.complete) settled()
  picture.addEventListener('load', settled, { once: true })
  picture.addEventListener('error', settled, { once: true })
  setTimeout(go, PICTURE_WAIT_MS)
}

/**
 * Starts the download of the catalog the first render waits for, beside the app's code
 * instead of after it (lib/i18n.ts imports the same chunks, so nothing is fetched twice):
 * `/` renders from the core catalog (the Arabic one is among the chunks index.html names for preloadBootChunks), every
 * other page waits for the whole catalog of its language. A failure is the app's to handle
 * when it asks again.
 */
function prefetchCatalog(chosen: 'ar' | 'en', path: string): void {
  const ignore = () => undefined
  if (path !== '/') void (chosen === 'en' ? import('../locales/en/messages.po') : import('../locales/ar/messages.po')).catch(ignore)
  else if (chosen === 'en') void import('virtual:lingui-core/en').catch(ignore)
}

/**
 * The font sizes and weights of the first screen of `/` (theme tokens of the header, hero,
 * counters and footer) that the splash does not use, and whether the other script shows at
 * that size too (the language toggle, names, years). The first text of each size, weight
 * and script makes the browser set up that font (a few ms each, tens of ms in all on a slow
 * phone, mostly in the app's first layout); laying out a hidden sample of each while the
 * app downloads, two per frame, leaves that layout only its own text (every main-thread task
 * short on a slow phone, docs/decisions/005-first-visit-budget.md). Warming the lower sections' sizes too measured worse: they
 * render later, one per idle moment, and pay for their own. A size missing here costs
 * time, never correctness.
 */
const FIRST_SCREEN_FONTS: readonly (readonly [size: string, weight: number, otherScript: boolean])[] = [
  ['1rem', 600, true],
  ['1rem', 400, true],
  ['0.875rem', 400, true],
  ['1.25rem', 400, false],
  ['1.25rem', 700, false],
  ['1.75rem', 800, false],
  ['1rem', 500, false],
  ['small', 400, true],
]
const SAMPLES_PER_FRAME = 2

function warmFonts(): void {
  const splash = document.querySelector('.splash:not([hidden])')
  if (!splash) return
  const [own, other] = language === 'en' ? ['Ab 1', 'اب ١'] : ['اب ١', 'Ab 1']
  const samples = FIRST_SCREEN_FONTS.flatMap(([size, weight, otherScript]) => [[size, weight, own] as const, ...(otherScript ? [[size, weight, other] as const] : [])])
  const box = document.createElement('div')
  box.className = 'splash-fonts'
  box.setAttribute('aria-hidden', 'true')
  splash.append(box)
  const step = () => {
    for (const [size, weight, text] of samples.splice(0, SAMPLES_PER_FRAME)) {
      const span = document.createElement('span')
      span.style.fontSize = size
      span.style.fontWeight = String(weight)
      span.textContent = text
      box.append(span)
    }
    if (samples.length) requestAnimationFrame(() => setTimeout(step, 0))
  }
  step()
}

/** What the first render needs besides the start-up chunks: the font face, the Intl data, the catalog. */
function startSupport(): void {
  preloadActiveFont(document, language)
  warmIntl(language)
  prefetchCatalog(language, window.location.pathname)
}

// A visit the service worker answers (every file from its precache) starts the support at
// once: there is no line to share. A visit from the network starts every request after the
// splash's first frame (on /news, after its picture), not while the page is painting it: a
// file that arrives before the first paint shares the line with the page and counts toward
// it (docs/decisions/295-splash-in-the-local-fallback-font.md).
const fromPrecache = !!navigator.serviceWorker?.controller
if (fromPrecache) startSupport()
afterSplashPicture(() =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!fromPrecache) startSupport()
      preloadBootChunks(document, window.location.pathname)
      void import('./app/start')
      requestAnimationFrame(() => setTimeout(warmFonts, 0))
    }, 0),
  ),
)

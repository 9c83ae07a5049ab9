/**
 * The entry is tiny on purpose: index.html paints a static branded splash (header and
 * hero) from HTML and CSS alone, and the app's JavaScript is requested only after that
 * first paint, so a slow phone shows content at once instead of a blank page while ~100 KB
 * of script arrive (issue 2 §8 LCP target). On later visits everything comes from the
 * service worker's precache.
 *
 * While the app's script downloads the main thread is idle: it builds the date formats of
 * the visitor's language there, one per task. The first Intl formatter of a locale loads
 * its ICU data (~15 ms, ~60 ms on a slow phone); later ones reuse it, so the home lists do
 * not pay for it when they render (TBT target; docs/decisions/005; whole numbers need no
 * Intl, lib/format.ts). The locale names follow intlLocale() in lib/i18n.ts; the language
 * choice is localStorage `lang` (spec §1).
 */
function warmIntl(): void {
  let english = false
  try {
    english = localStorage.getItem('lang') === 'en'
  } catch {
    // No storage: Arabic, the default.
  }
  const locale = english ? 'en-US' : 'ar-SA-u-ca-gregory-nu-arab'
  const steps = [
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Riyadh' }).format(0),
    () => (english ? undefined : new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-arab', { dateStyle: 'medium' }).format(0)),
  ]
  const next = () => {
    steps.shift()?.()
    if (steps.length) setTimeout(next, 0)
  }
  setTimeout(next, 0)
}

requestAnimationFrame(() =>
  setTimeout(() => {
    void import('./app/start')
    warmIntl()
  }, 0),
)

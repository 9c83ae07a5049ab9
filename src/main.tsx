/**
 * The entry is tiny on purpose: index.html paints a static branded splash (header and
 * hero) from HTML and CSS alone, and the app's JavaScript is requested only after that
 * first paint, so a slow phone shows content at once instead of a blank page while ~100 KB
 * of script arrive (issue 2 §8 LCP target). On later visits everything comes from the
 * service worker's precache.
 */
requestAnimationFrame(() =>
  setTimeout(() => {
    void import('./app/start')
  }, 0),
)

/**
 * Calls `listener` when the page may be about to go away: the tab or app is hidden (a phone
 * switching apps, the screen locking — the system may end the page later without another
 * event) or the page is being left (`pagehide`, also for the back/forward cache). Work that
 * must not be lost, such as saving the query cache for offline reading, is done then.
 * Returns a function that stops listening.
 */
export function onPageHiding(listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') listener()
  }
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('pagehide', listener)
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('pagehide', listener)
  }
}

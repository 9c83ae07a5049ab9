/** Hidden or left: the system may end a hidden page later without another event. */
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

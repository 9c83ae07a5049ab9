/**
 * A route loader's prefetch: the server's render waits for it (the page's content is in its
 * first bytes), the browser does not (a navigation shows the page at once, with its own
 * loading state, while the answer comes). A failure is the page's to show.
 */
export function serverAwaits(prefetch: Promise<unknown>): Promise<unknown> | undefined {
  const settled = prefetch.catch(() => undefined)
  return typeof window === 'undefined' ? settled : undefined
}

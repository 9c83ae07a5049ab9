import { SERVER_RENDER_WAIT_MS } from '@contract/page-render'
import { isNotFound } from '@tanstack/react-router'

/**
 * A route loader's prefetch: the server's render waits for it, up to SERVER_RENDER_WAIT_MS
 * (the page's content is in its first bytes, and what it answers becomes the loader's data),
 * the browser does not (a navigation shows the page at once, with its own loading state,
 * while the answer comes). A failure is the page's to show; an item the server does not know
 * is the route's not-found.
 */
export function serverAwaits<T>(prefetch: Promise<T>): Promise<T | undefined> | undefined {
  // An item that does not exist is the route's not-found (a 404 answer on the server).
  const settled = prefetch.catch((error: unknown) => {
    if (isNotFound(error)) throw error
    return undefined
  })
  if ('window' in globalThis) return undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const bound = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, SERVER_RENDER_WAIT_MS, undefined)
  })
  return Promise.race([settled, bound]).finally(() => clearTimeout(timer))
}

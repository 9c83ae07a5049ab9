import { SERVER_RENDER_WAIT_MS } from '@contract/page-render'
import { isNotFound } from '@tanstack/react-router'

/** The server's render waits for it (up to SERVER_RENDER_WAIT_MS), the browser does not. */
export function serverAwaits<T>(prefetch: Promise<T>): Promise<T | undefined> | undefined {
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

import { useSyncExternalStore } from 'react'

const unsubscribed = () => () => undefined

/**
 * Whether this render must match the server's: on the server itself, and in the browser while
 * React hydrates what the server rendered (React reads a store's server snapshot exactly then).
 * Choices the server cannot make the same way (the screen's width) wait for the renders after it.
 */
export function useRenderingAsTheServer(): boolean {
  return useSyncExternalStore(
    unsubscribed,
    () => false,
    () => true,
  )
}

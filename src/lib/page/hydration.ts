import { useSyncExternalStore } from 'react'

const unsubscribed = () => () => undefined

/** True on the server and while hydrating: choices the server cannot make the same way wait for later renders. */
export function useRenderingAsTheServer(): boolean {
  return useSyncExternalStore(
    unsubscribed,
    () => false,
    () => true,
  )
}

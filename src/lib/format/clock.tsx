import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'

/**
 * The one clock of what is rendered: the server takes the time once per request and the page
 * carries it, so hydration writes the same; then the device's clock, at most TICK_MS behind.
 */
export const TICK_MS = 30_000

let reading = Date.now()
const listeners = new Set<() => void>()
let stopTicking: (() => void) | undefined

function readClock(): number {
  const time = Date.now()
  // Also renewed when the device's clock was set back.
  if (time - reading >= TICK_MS || time < reading) reading = time
  return reading
}

function tick(): void {
  reading = Date.now()
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (!stopTicking) {
    const timer = setInterval(tick, TICK_MS)
    // A hidden page's timers are slowed down: a page shown again reads the time at once.
    const onShown = () => {
      if (document.visibilityState === 'visible') tick()
    }
    document.addEventListener('visibilitychange', onShown)
    stopTicking = () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onShown)
    }
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      stopTicking?.()
      stopTicking = undefined
    }
  }
}

const RenderNow = createContext<number | undefined>(undefined)

export function RenderNowProvider({ now, children }: { now: number; children: ReactNode }) {
  return <RenderNow.Provider value={now}>{children}</RenderNow.Provider>
}

/** The same Date until the next tick, so it can key memos and queries. */
export function useNow(): Date {
  const renderNow = useContext(RenderNow)
  // React reads the server snapshot on the server and during hydration only.
  const ms = useSyncExternalStore(subscribe, readClock, () => renderNow ?? readClock())
  return useMemo(() => new Date(ms), [ms])
}

import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'

/**
 * The one clock of what is rendered: upcoming or past, an expired job, "closes in 3 days",
 * "updated 5 minutes ago", the footer's year. What a render writes must not depend on when it
 * ran: the server takes the time once per request (the root route's `beforeLoad`), the page
 * carries it to the browser (dehydrated with the root match's context), and the browser
 * hydrates with that same time. Once hydrated (and in a page the browser renders itself), the
 * components follow the device's clock, at most TICK_MS behind it.
 */
export const TICK_MS = 30_000

let reading = Date.now()
const listeners = new Set<() => void>()
let stopTicking: (() => void) | undefined

/** The time a render reads: renewed every tick while a component listens, and when asked after a tick without one. */
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

/** Gives the components below the time the server rendered the page with (ms since the epoch). */
export function RenderNowProvider({ now, children }: { now: number; children: ReactNode }) {
  return <RenderNow.Provider value={now}>{children}</RenderNow.Provider>
}

/**
 * The time to render with: on the server and while the browser hydrates the server's page,
 * the render's own time (RenderNowProvider); after that the device's clock, re-rendering the
 * component every TICK_MS. The same Date until the next tick, so it can key memos and queries.
 */
export function useNow(): Date {
  const renderNow = useContext(RenderNow)
  // React reads the server snapshot on the server and during hydration only.
  const ms = useSyncExternalStore(subscribe, readClock, () => renderNow ?? readClock())
  return useMemo(() => new Date(ms), [ms])
}

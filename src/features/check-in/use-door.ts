import { liveQuery } from 'dexie'
import { useCallback, useEffect, useRef, useState } from 'react'
import { asLocalScan, loadDoor, recordScan, refreshDoor, scansOf } from './door-store'
import {
  buildDoorIndex,
  decideRegistration,
  decideTicket,
  withLocalScan,
  type Decision,
  type DoorData,
  type DoorIndex,
} from './model'
import { CHECK_IN_SCAN, sendCheckInScan } from './scan-sender'
import type { DoorScan } from '@/lib/offline/db'
import { flushOutbox } from '@/lib/offline/outbox'
import { useOnlineStatus } from '@/lib/offline/online'

/** How often an open door asks for changes while online (scans at other gates, cancellations). */
const REFRESH_EVERY_MS = 30_000

export interface DoorState {
  data: DoorData | undefined
  /** When the server last answered (ms since the epoch); 0 = never on this device. */
  syncedAt: number
  /** This device's scans still held (pending, or refused for review). */
  scans: DoorScan[]
  /** The first load from the device is done (data may still be undefined: never fetched). */
  loaded: boolean
  /** The last refresh failed online (the message), or null. */
  error: string | null
}

/**
 * One event's door: the kept check-in data (from IndexedDB, then refreshed with `?since=` while
 * online), this device's scans, and the decision. Scans go to the outbox and are sent at once
 * when online, then the data is refreshed so other gates' scans count here too.
 */
export function useDoor(eventId: number) {
  const online = useOnlineStatus()
  const [state, setState] = useState<DoorState>({
    data: undefined,
    syncedAt: 0,
    scans: [],
    loaded: false,
    error: null,
  })
  const index = useRef<DoorIndex | undefined>(undefined)

  const rebuild = useCallback(
    async (data: DoorData | undefined) => {
      index.current = data ? await buildDoorIndex(data, (await scansOf(eventId)).map(asLocalScan)) : undefined
    },
    [eventId],
  )

  const sync = useCallback(async () => {
    if (!navigator.onLine) return
    try {
      await flushOutbox({ [CHECK_IN_SCAN]: sendCheckInScan })
      const kept = await refreshDoor(eventId)
      await rebuild(kept.data)
      setState((previous) => ({ ...previous, ...kept, loaded: true, error: null }))
    } catch (error) {
      setState((previous) => ({
        ...previous,
        loaded: true,
        error: error instanceof Error ? error.message : String(error),
      }))
    }
  }, [eventId, rebuild])

  useEffect(() => {
    let cancelled = false
    void loadDoor(eventId).then(async (kept) => {
      await rebuild(kept.data)
      if (!cancelled) setState((previous) => ({ ...previous, ...kept, loaded: true }))
    })
    const subscription = liveQuery(() => scansOf(eventId)).subscribe({
      next: (scans) => setState((previous) => ({ ...previous, scans })),
    })
    return () => {
      cancelled = true
      subscription.unsubscribe()
    }
  }, [eventId, rebuild])

  useEffect(() => {
    if (!online) return
    void sync()
    const timer = window.setInterval(() => void sync(), REFRESH_EVERY_MS)
    return () => window.clearInterval(timer)
  }, [online, sync])

  /** Records an admission on this device at once (the next scan of it is a repeat), then queues it. */
  const admit = useCallback(
    async (decision: Decision, sessionId: number | null, scannedAt: string, ticketCode?: string) => {
      if (decision.kind !== 'admitted' || !index.current) return
      withLocalScan(index.current, { registrationId: decision.registrationId, sessionId, scannedAt })
      await recordScan({ eventId, sessionId, registrationId: decision.registrationId, scannedAt, ticketCode })
      if (navigator.onLine) void sync()
    },
    [eventId, sync],
  )

  /** Decides a scanned or typed code; an admission is recorded before the next scan can be decided. */
  const decideCode = useCallback(
    async (code: string, sessionId: number | null): Promise<Decision | undefined> => {
      if (!index.current) return undefined
      const scannedAt = new Date()
      const decision = await decideTicket(index.current, code, sessionId, scannedAt)
      void admit(decision, sessionId, scannedAt.toISOString(), code.trim())
      return decision
    },
    [admit],
  )

  /** Decides a registration staff picked from the roster by name (no ticket). */
  const decidePerson = useCallback(
    (registrationId: number, sessionId: number | null): Decision | undefined => {
      if (!index.current) return undefined
      const decision = decideRegistration(index.current, registrationId, sessionId)
      void admit(decision, sessionId, new Date().toISOString())
      return decision
    },
    [admit],
  )

  return { ...state, online, index, sync, decideCode, decidePerson }
}

import { CheckInDataSchema } from '@contract/registrations'
import { apiRequest } from '@/lib/http/api-client'
import { db, type DoorScan } from '@/lib/offline/db'
import { enqueue } from '@/lib/offline/outbox'
import { mergeDoorData, scanKey, type DoorData, type LocalScan } from './model'
import { CHECK_IN_SCAN, type QueuedScan } from './scan-sender'

/**
 * What a door keeps on the device: the check-in data per event (refreshed incrementally with
 * `?since=`) and the scans it made. Scans queue in the outbox (sent once, src/lib/offline/outbox.ts);
 * the scan rows stay so the door remembers them until a refresh brings them back from the
 * server, and to show what the server flagged or refused.
 */

const DEVICE_KEY = 'check-in-device-id'

/** This device's id for the server (two devices admitting one ticket are flagged); made once. */
async function deviceId(): Promise<string> {
  const kept = await db.kv.get(DEVICE_KEY)
  if (kept) return kept.value
  const made = `door-${crypto.randomUUID()}`
  await db.kv.put({ key: DEVICE_KEY, value: made, updatedAt: Date.now() })
  return made
}

export interface KeptDoor {
  data: DoorData | undefined
  /** When the server last answered (ms since the epoch); 0 = never. */
  syncedAt: number
}

export async function loadDoor(eventId: number): Promise<KeptDoor> {
  const row = await db.doors.get(eventId)
  // The row was written by refreshDoor from a parsed answer (DoorData).
  return row
    ? { data: JSON.parse(row.data) as DoorData, syncedAt: row.syncedAt }
    : { data: undefined, syncedAt: 0 }
}

/**
 * Fetches what changed since the last refresh (everything the first time) and merges it.
 * Scans this device made that the server now reports are forgotten locally (a flag shows in
 * the server's scans); refused ones stay for review.
 */
export async function refreshDoor(eventId: number, signal?: AbortSignal): Promise<KeptDoor> {
  const kept = await loadDoor(eventId)
  const answer = await apiRequest(`/events/${eventId}/check-in-data`, {
    query: { since: kept.data?.generatedAt },
    schema: CheckInDataSchema,
    signal,
  })
  const data = mergeDoorData(kept.data, answer)
  const syncedAt = Date.now()
  await db.transaction('rw', db.doors, db.doorScans, async () => {
    await db.doors.put({ eventId, data: JSON.stringify(data), syncedAt })
    // A synced scan is forgotten once the server's scans hold it (same registration, hall and
    // time): until then it still counts here, so a scan synced during the refresh is not lost.
    const known = new Set(
      data.checkIns.map((scan) => scanKey(scan.registration_id, scan.session_id, scan.checked_in_at)),
    )
    await db.doorScans
      .where('eventId')
      .equals(eventId)
      .filter(
        (scan) =>
          scan.state === 'synced' && known.has(scanKey(scan.registrationId, scan.sessionId, scan.scannedAt)),
      )
      .delete()
  })
  return { data, syncedAt }
}

/** This device's scans for an event (pending, and those kept for review). */
export function scansOf(eventId: number): Promise<DoorScan[]> {
  return db.doorScans.where('eventId').equals(eventId).toArray()
}

export const asLocalScan = (scan: DoorScan): LocalScan => ({
  registrationId: scan.registrationId,
  sessionId: scan.sessionId,
  scannedAt: scan.scannedAt,
})

/**
 * Records an admitting scan: queued in the outbox (its id is the scan's client id) and kept as
 * this device's scan, in one transaction so neither exists without the other.
 */
export async function recordScan(input: {
  eventId: number
  sessionId: number | null
  registrationId: number
  scannedAt: string
  ticketCode?: string
}): Promise<DoorScan> {
  const device = await deviceId()
  return db.transaction('rw', db.outbox, db.files, db.doorScans, async () => {
    const body: QueuedScan['body'] = {
      ...(input.ticketCode !== undefined
        ? { ticket_code: input.ticketCode }
        : { registration_id: input.registrationId }),
      device_id: device,
      scanned_at: input.scannedAt,
      ...(input.sessionId !== null ? { session_id: input.sessionId } : {}),
    }
    const entry = await enqueue(CHECK_IN_SCAN, { eventId: input.eventId, body } satisfies QueuedScan)
    const scan: DoorScan = {
      clientId: entry.id,
      eventId: input.eventId,
      registrationId: input.registrationId,
      sessionId: input.sessionId,
      scannedAt: input.scannedAt,
      state: 'pending',
      flagged: false,
    }
    await db.doorScans.add(scan)
    return scan
  })
}

/** At logout: the rosters and scans belong to the staff member's session at the door. */
export async function clearDoors(): Promise<void> {
  await db.transaction('rw', db.doors, db.doorScans, async () => {
    await db.doors.clear()
    await db.doorScans.clear()
  })
}

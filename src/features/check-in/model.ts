import { foldArabic } from '@contract/fold-arabic'
import type { CheckInData } from '@contract/registrations'
import { dayNumber, decodeTicket, fromBase64Url } from '@contract/ticket-code'

/**
 * The door's offline decision. Everything it needs is on the device: the public keys and the
 * roster of the check-in data, the scans the server knew at the last refresh, and the scans
 * this device made since. Pure but for WebCrypto, so the same code runs in the browser, in the
 * unit tests and in the bench.
 */

/** The door of the event itself; a session's hall is keyed by its session id. */
export const DOOR = 0

export interface RosterEntry {
  registration_id: number
  full_name: string
  /** The name in each language (absent in data kept from before the pair): the door finds either. */
  full_name_ar?: string
  full_name_en?: string
  status: 'registered' | 'cancelled'
}

/** The check-in data of one event as this device keeps it, merged over incremental refreshes. */
export interface DoorData {
  eventId: number
  /** The server's `generated_at` of the last refresh: the next `since`. */
  generatedAt: string
  keys: { kid: number; public_key: string }[]
  roster: RosterEntry[]
  /** Scans the server has recorded: registration id, hall (null = the door), admitting time, flagged. */
  checkIns: CheckInData['check_ins']
}

/** A scan this device made (kept until the data refreshed after its sync includes it). */
export interface LocalScan {
  registrationId: number
  /** null = the door. */
  sessionId: number | null
  scannedAt: string
}

/** An attendee's name as the roster holds it: the single reading and, when known, each language's. */
export type AttendeeName = Pick<RosterEntry, 'full_name' | 'full_name_ar' | 'full_name_en'>

export type Decision =
  | { kind: 'admitted'; registrationId: number; name: AttendeeName | null }
  | { kind: 'already'; registrationId: number; name: AttendeeName | null; at: string }
  | { kind: 'revoked'; registrationId: number; name: AttendeeName | null }
  | { kind: 'other-event' }
  | { kind: 'outside-window'; validFrom: string; validUntil: string }
  | { kind: 'invalid' }

/** An imported public key (named through WebCrypto itself: the same code is checked with the DOM's and Node's types). */
type VerifyKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>

/** What one decision looks at, built once per refresh so that a scan costs a lookup. */
export interface DoorIndex {
  eventId: number
  /** Imported public keys by key id. */
  keys: Map<number, VerifyKey>
  roster: Map<number, RosterEntry>
  /** Earliest known admission per hall and registration: `${hall}:${registrationId}` → ISO time. */
  admitted: Map<string, string>
}

const ED25519 = { name: 'Ed25519' }
const DAY_MS = 86_400_000

/** WebCrypto takes bytes over a plain ArrayBuffer; the decoded ticket's views are copied into one (78 bytes). */
const plain = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes)

const hallKey = (sessionId: number | null, registrationId: number) => `${sessionId ?? DOOR}:${registrationId}`

/** Records an admission, keeping the earliest time (the admitting scan is the earliest). */
function admit(admitted: Map<string, string>, key: string, at: string): void {
  const known = admitted.get(key)
  if (known === undefined || Date.parse(at) < Date.parse(known)) admitted.set(key, at)
}

/** Imports the keys and indexes roster and scans; local scans are added with `withLocalScan`. */
export async function buildDoorIndex(
  data: DoorData,
  localScans: readonly LocalScan[] = [],
): Promise<DoorIndex> {
  const keys = new Map<number, VerifyKey>()
  for (const key of data.keys) {
    const raw = fromBase64Url(key.public_key)
    if (!raw || raw.length !== 32) continue
    keys.set(key.kid, await crypto.subtle.importKey('raw', plain(raw), ED25519, false, ['verify']))
  }
  const roster = new Map(data.roster.map((entry) => [entry.registration_id, entry]))
  const admitted = new Map<string, string>()
  for (const scan of data.checkIns)
    admit(admitted, hallKey(scan.session_id, scan.registration_id), scan.checked_in_at)
  for (const scan of localScans) admit(admitted, hallKey(scan.sessionId, scan.registrationId), scan.scannedAt)
  return { eventId: data.eventId, keys, roster, admitted }
}

/** Adds a scan made on this device to the index (the next scan of the same ticket is a repeat). */
export function withLocalScan(index: DoorIndex, scan: LocalScan): void {
  admit(index.admitted, hallKey(scan.sessionId, scan.registrationId), scan.scannedAt)
}

const nameOf = ({ full_name, full_name_ar, full_name_en }: RosterEntry): AttendeeName => ({
  full_name,
  ...(full_name_ar === undefined ? {} : { full_name_ar }),
  ...(full_name_en === undefined ? {} : { full_name_en }),
})

/** The decision for a registration once its ticket (or the staff's choice in the roster) named it. */
export function decideRegistration(
  index: DoorIndex,
  registrationId: number,
  sessionId: number | null,
): Decision {
  const entry = index.roster.get(registrationId)
  // A registration newer than the last refresh is not in the roster yet: its signed ticket still admits.
  const name = entry ? nameOf(entry) : null
  if (entry?.status === 'cancelled') return { kind: 'revoked', registrationId, name }
  const at = index.admitted.get(hallKey(sessionId, registrationId))
  if (at !== undefined) return { kind: 'already', registrationId, name, at }
  return { kind: 'admitted', registrationId, name }
}

/**
 * Decides a scanned or typed ticket code: the layout, the Ed25519 signature by one of the
 * event's keys, the event, the validity window (whole UTC days, inclusive), revocation and the
 * scans already known. A forged or altered code is `invalid`; a genuine ticket of another event
 * is `other-event`.
 */
export async function decideTicket(
  index: DoorIndex,
  code: string,
  sessionId: number | null,
  now: Date,
): Promise<Decision> {
  const ticket = decodeTicket(code)
  if (!ticket) return { kind: 'invalid' }
  const key = index.keys.get(ticket.keyId)
  if (!key) return { kind: 'invalid' }
  const genuine = await crypto.subtle.verify(ED25519, key, plain(ticket.signature), plain(ticket.facts))
  if (!genuine) return { kind: 'invalid' }
  if (ticket.eventId !== index.eventId) return { kind: 'other-event' }
  const today = dayNumber(now)
  if (today < ticket.validFromDay || today > ticket.validUntilDay) {
    const iso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
    return {
      kind: 'outside-window',
      validFrom: iso(ticket.validFromDay),
      validUntil: iso(ticket.validUntilDay),
    }
  }
  return decideRegistration(index, ticket.registrationId, sessionId)
}

/** One scan's identity in the data (which has no scan ids): registration, hall and time. */
export const scanKey = (registrationId: number, sessionId: number | null, at: string) =>
  `${sessionId ?? DOOR}:${registrationId}:${at}`

/** Merges an incremental answer (`?since=`) into what the device kept: rows by id, newest wins. */
export function mergeDoorData(kept: DoorData | undefined, answer: CheckInData): DoorData {
  if (!kept)
    return {
      eventId: answer.event_id,
      generatedAt: answer.generated_at,
      keys: answer.keys,
      roster: answer.roster,
      checkIns: answer.check_ins,
    }
  const roster = new Map(kept.roster.map((entry) => [entry.registration_id, entry]))
  for (const entry of answer.roster) roster.set(entry.registration_id, entry)
  // A later answer may carry the flag of a scan already kept: it replaces it.
  const keyOf = (scan: CheckInData['check_ins'][number]) =>
    scanKey(scan.registration_id, scan.session_id, scan.checked_in_at)
  const scans = new Map(kept.checkIns.map((scan) => [keyOf(scan), scan]))
  for (const scan of answer.check_ins) scans.set(keyOf(scan), scan)
  return {
    eventId: kept.eventId,
    generatedAt: answer.generated_at,
    keys: answer.keys,
    roster: [...roster.values()],
    checkIns: [...scans.values()],
  }
}

/** Roster entries whose name contains every word typed, with Arabic folding (ة/ه, أ/ا, ى/ي, diacritics). */
export function searchRoster(roster: readonly RosterEntry[], text: string, limit = 20): RosterEntry[] {
  const words = foldArabic(text).split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const found: RosterEntry[] = []
  for (const entry of roster) {
    const name = foldArabic([entry.full_name, entry.full_name_ar ?? '', entry.full_name_en ?? ''].join(' '))
    if (words.every((word) => name.includes(word))) {
      found.push(entry)
      if (found.length >= limit) break
    }
  }
  return found
}

/** Each registration's name, by registration id. */
export function rosterNames(roster: readonly RosterEntry[]): Map<number, AttendeeName> {
  return new Map(roster.map((entry) => [entry.registration_id, nameOf(entry)]))
}

/** Registrations the server flagged: the same ticket admitted at two devices, for someone to review. */
export function flaggedScans(
  data: DoorData | undefined,
  sessionId: number | null,
): { registrationId: number; name: AttendeeName | null; at: string }[] {
  if (!data) return []
  const names = rosterNames(data.roster)
  return data.checkIns
    .filter((scan) => scan.flagged && (scan.session_id ?? null) === sessionId)
    .map((scan) => ({
      registrationId: scan.registration_id,
      name: names.get(scan.registration_id) ?? null,
      at: scan.checked_in_at,
    }))
}

/** How many distinct attendees the hall has admitted so far (server and this device). */
export function admittedCount(index: DoorIndex | undefined, sessionId: number | null): number {
  if (!index) return 0
  const prefix = `${sessionId ?? DOOR}:`
  let count = 0
  for (const key of index.admitted.keys()) if (key.startsWith(prefix)) count += 1
  return count
}

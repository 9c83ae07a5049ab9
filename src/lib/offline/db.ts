import Dexie, { type EntityTable } from 'dexie'
import { DATABASE_NAME } from './db-name'

/**
 * The only IndexedDB schema of the app (docs/ARCHITECTURE.md, "Which folder may import which").
 * Stores: `kv` — small keyed values (never tokens; the persisted query cache lives in a
 * database of its own, query-cache-db.ts, so that no visit loads Dexie for it);
 * `outbox` — changes made offline, sent when the connection returns;
 * `saved` — events, resources and jobs a member saved for offline reading (/workspaces);
 * `files` — blobs kept on this device: saved resource files and images queued offline.
 * `doors` — a door's check-in data per event (keys, names and registration ids, scans), and
 * `doorScans` — the scans this device made; both only for staff at a door, wiped at logout.
 * A new version adds stores or indexes and keeps what is queued (see outbox.test.ts).
 */
export interface KeyValue {
  key: string
  value: string
  updatedAt: number
}

export interface OutboxEntry {
  /** Idempotency key sent with the request, so a replay is applied once. */
  id: string
  kind: string
  payload: string
  createdAt: number
  attempts: number
  lastError?: string
  /** 'conflict' entries wait for the member to resolve them. */
  state: 'pending' | 'conflict'
}

/** An item a member saved for offline reading, per member on this device. */
export interface SavedItem {
  /** `${userId}:${kind}:${itemId}` */
  key: string
  userId: string
  kind: 'event' | 'resource' | 'job'
  itemId: string
  /** The item as the API answered it (JSON), so it renders with no network. */
  item: string
  savedAt: number
}

/** A blob kept on this device (a saved resource's file, an avatar queued offline). */
export interface StoredFile {
  key: string
  /** Who keeps it: the saved item's key or the outbox entry's id; deleted with it. */
  owner: string
  name: string
  type: string
  size: number
  blob: Blob
  storedAt: number
}

/**
 * The check-in data of one event as a door keeps it (src/features/check-in/model.ts): the
 * public keys, the roster (registration id, name, live or cancelled: nothing else about
 * attendees) and the scans the server knew at `generatedAt`, merged over refreshes.
 */
export interface DoorRecord {
  eventId: number
  /** JSON of the merged check-in data. */
  data: string
  /** When this device last heard from the server (ms since the epoch). */
  syncedAt: number
}

/** One scan made on this device: what the door decided, and the server's answer once synced. */
export interface DoorScan {
  /** The scan's client id (the outbox entry's id, sent as `client_id`). */
  clientId: string
  eventId: number
  registrationId: number
  /** null = the event's door. */
  sessionId: number | null
  scannedAt: string
  state: 'pending' | 'synced' | 'refused'
  /** The server flagged it: another device had admitted the same ticket. */
  flagged: boolean
  /** Why the server refused it (its message), for review. */
  detail?: string
}

export class PortalDatabase extends Dexie {
  kv!: EntityTable<KeyValue, 'key'>
  outbox!: EntityTable<OutboxEntry, 'id'>
  saved!: EntityTable<SavedItem, 'key'>
  files!: EntityTable<StoredFile, 'key'>
  doors!: EntityTable<DoorRecord, 'eventId'>
  doorScans!: EntityTable<DoorScan, 'clientId'>

  constructor(name = DATABASE_NAME) {
    super(name)
    this.version(1).stores({
      kv: 'key',
      outbox: 'id, kind, createdAt, state',
    })
    this.version(2).stores({
      saved: 'key, userId, kind, savedAt',
      files: 'key, owner',
    })
    this.version(3).stores({
      doors: 'eventId',
      doorScans: 'clientId, eventId',
    })
  }
}

export const db = new PortalDatabase()

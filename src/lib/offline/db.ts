import Dexie, { type EntityTable } from 'dexie'
import { DATABASE_NAME } from './db-name'

/** The only IndexedDB schema of the app; a new version adds stores or indexes and keeps what is queued. */
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
  state: 'pending' | 'conflict'
}

export interface SavedItem {
  key: string
  userId: string
  kind: 'event' | 'resource' | 'job'
  itemId: string
  item: string
  savedAt: number
}

export interface StoredFile {
  key: string
  /** Deleted with its owner. */
  owner: string
  name: string
  type: string
  size: number
  blob: Blob
  storedAt: number
}

/** The roster keeps registration id, name and state only: nothing else about attendees. */
export interface DoorRecord {
  eventId: number
  data: string
  syncedAt: number
}

export interface DoorScan {
  clientId: string
  eventId: number
  registrationId: number
  /** null = the event's door. */
  sessionId: number | null
  scannedAt: string
  state: 'pending' | 'synced' | 'refused'
  flagged: boolean
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

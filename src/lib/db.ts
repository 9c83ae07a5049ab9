import Dexie, { type EntityTable } from 'dexie'
import { DATABASE_NAME } from './db-name'

/**
 * The only IndexedDB schema of the app (docs/ARCHITECTURE.md, "Which folder may import which").
 * Stores: `kv` — small keyed values, among them the persisted query cache (never tokens);
 * `outbox` — changes made offline, sent when the connection returns;
 * `saved` — events, resources and jobs a member saved for offline reading (/workspaces);
 * `files` — blobs kept on this device: saved resource files and images queued offline.
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

export class PortalDatabase extends Dexie {
  kv!: EntityTable<KeyValue, 'key'>
  outbox!: EntityTable<OutboxEntry, 'id'>
  saved!: EntityTable<SavedItem, 'key'>
  files!: EntityTable<StoredFile, 'key'>

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
  }
}

export const db = new PortalDatabase()

/** Storage for the query-cache persister, over the `kv` store. */
export const kvStorage = {
  async getItem(key: string): Promise<string | null> {
    return (await db.kv.get(key))?.value ?? null
  },
  async setItem(key: string, value: string): Promise<void> {
    await db.kv.put({ key, value, updatedAt: Date.now() })
  },
  async removeItem(key: string): Promise<void> {
    await db.kv.delete(key)
  },
}

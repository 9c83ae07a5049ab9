import Dexie, { type EntityTable } from 'dexie'

/**
 * The only IndexedDB schema of the app (ARCHITECTURE "Which folder may import which").
 * Stores: `kv` — small keyed values, among them the persisted query cache (never tokens);
 * `outbox` — changes made offline, sent when the connection returns.
 * A new version adds stores or indexes and keeps what is queued (see db.test.ts).
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

export class PortalDatabase extends Dexie {
  kv!: EntityTable<KeyValue, 'key'>
  outbox!: EntityTable<OutboxEntry, 'id'>

  constructor(name = 'portal') {
    super(name)
    this.version(1).stores({
      kv: 'key',
      outbox: 'id, kind, createdAt, state',
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

import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

/** How many answers are kept, and how many ids in all (4 bytes each: 4 MB at most). */
const MAX_ENTRIES = 500
const MAX_IDS = 1_000_000

/**
 * What the directory computed for a value of the change counter `member_directory_changes`:
 * the ordered ids of a search (a trigram search over 50,000 members is most of a request's
 * cost) and the total of a filter. A caller keeps what it computed under the counter it read
 * before querying, and uses what is kept only under the counter it read with the rows it
 * answers (`seen()` says which value to try first). A newer value forgets everything
 * remembered under the older one, and a request that read an older value than the newest one
 * seen (it raced a write) computes its answer afresh and does not keep it. The counter only
 * grows (a restore starts a new process). The least recently used entries go beyond the
 * bounds.
 */
export class DirectoryMemory {
  private changes = -1
  private readonly entries = new Map<string, Int32Array | number>()
  private heldIds = 0

  /** The newest value of the counter seen so far (-1 before the first). */
  seen(): number {
    return this.changes
  }

  ids(changes: number, key: string): Int32Array | undefined {
    const entry = this.get(changes, key)
    return typeof entry === 'number' ? undefined : entry
  }

  total(changes: number, key: string): number | undefined {
    const entry = this.get(changes, key)
    return typeof entry === 'number' ? entry : undefined
  }

  keepIds(changes: number, key: string, ids: Int32Array): Int32Array {
    if (ids.length <= MAX_IDS) this.keep(changes, key, ids)
    return ids
  }

  keepTotal(changes: number, key: string, total: number): number {
    this.keep(changes, key, total)
    return total
  }

  private get(changes: number, key: string): Int32Array | number | undefined {
    if (changes > this.changes) this.forget(changes)
    if (changes !== this.changes) return undefined
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    // Most recently used last: the oldest is first in the map's order.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  private keep(changes: number, key: string, entry: Int32Array | number): void {
    if (changes !== this.changes) return
    this.drop(key)
    this.entries.set(key, entry)
    this.heldIds += sizeOf(entry)
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.heldIds <= MAX_IDS) break
      this.drop(oldest)
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key)
    if (entry === undefined) return
    this.heldIds -= sizeOf(entry)
    this.entries.delete(key)
  }

  private forget(changes: number): void {
    this.changes = changes
    this.entries.clear()
    this.heldIds = 0
  }
}

const sizeOf = (entry: Int32Array | number) => (typeof entry === 'number' ? 0 : entry.length)

/** One memory per database handle: every app (and every test's app) has its own. */
const memories = new WeakMap<Kysely<Database>, DirectoryMemory>()

export function memoryOf(db: Kysely<Database>): DirectoryMemory {
  let memory = memories.get(db)
  if (!memory) memories.set(db, (memory = new DirectoryMemory()))
  return memory
}

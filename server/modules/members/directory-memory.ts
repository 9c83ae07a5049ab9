import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { freshRead } from '../../lib/fresh-read'
import type { JsonBytes } from '../../lib/json-bytes'

/**
 * How many entries are kept, and how many bytes in all: ids 4 bytes each, an answer its UTF-8
 * length and half as much again for the gzip copy it may get later (JSON of cards compresses
 * to well under half).
 */
const MAX_ENTRIES = 20_000
const MAX_BYTES = 32 * 1024 * 1024

/**
 * A whole directory answer as sent (its JSON in UTF-8, and its gzip once asked for) and the
 * ids of the members on its page, so that a viewer whose own card is on the page (who sees
 * more of it) gets it built afresh.
 */
export interface RememberedAnswer extends JsonBytes {
  ids: Int32Array
}

type Entry = Int32Array | number | RememberedAnswer

/**
 * What the directory computed for a value of the change counter `member_directory_changes`:
 * whole answers, the ordered ids of a search (a trigram search over 50,000 members is most of
 * a miss's cost) and the total of a filter. The counter moves, in the writing transaction,
 * with every column an answer is built from (its triggers), so what was computed under a
 * value is the answer for as long as the counter keeps it, on every instance.
 *
 * A request reads the counter through `changes()` (a read that started after the request
 * arrived, shared with the others that arrived meanwhile: see freshRead), uses only what is
 * kept under that value, and keeps what it computes under it: computed after the read, it is
 * at least as new. A newer value forgets everything kept under the older one, and a request
 * that read an older value than the newest one seen (it raced a write) keeps nothing. The
 * counter only grows (a restore starts a new process). The least recently used entries go
 * beyond the bounds.
 */
export class DirectoryMemory {
  /** The counter, from a read that started after the call. */
  readonly changes: () => Promise<number>
  private newest = -1
  private readonly entries = new Map<string, Entry>()
  private heldBytes = 0

  constructor(readChanges: () => Promise<number>) {
    this.changes = freshRead(readChanges)
  }

  ids(changes: number, key: string): Int32Array | undefined {
    const entry = this.get(changes, key)
    return entry instanceof Int32Array ? entry : undefined
  }

  total(changes: number, key: string): number | undefined {
    const entry = this.get(changes, key)
    return typeof entry === 'number' ? entry : undefined
  }

  answer(changes: number, key: string): RememberedAnswer | undefined {
    const entry = this.get(changes, key)
    return typeof entry === 'object' && !(entry instanceof Int32Array) ? entry : undefined
  }

  keepIds(changes: number, key: string, ids: Int32Array): Int32Array {
    this.keep(changes, key, ids)
    return ids
  }

  keepTotal(changes: number, key: string, total: number): number {
    this.keep(changes, key, total)
    return total
  }

  keepAnswer(changes: number, key: string, answer: RememberedAnswer): void {
    this.keep(changes, key, answer)
  }

  private get(changes: number, key: string): Entry | undefined {
    if (changes > this.newest) this.forget(changes)
    if (changes !== this.newest) return undefined
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    // Most recently used last: the oldest is first in the map's order.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  private keep(changes: number, key: string, entry: Entry): void {
    if (changes > this.newest) this.forget(changes)
    if (changes !== this.newest || sizeOf(entry) > MAX_BYTES / 4) return
    this.drop(key)
    this.entries.set(key, entry)
    this.heldBytes += sizeOf(entry)
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.heldBytes <= MAX_BYTES) break
      this.drop(oldest)
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key)
    if (entry === undefined) return
    this.heldBytes -= sizeOf(entry)
    this.entries.delete(key)
  }

  private forget(changes: number): void {
    this.newest = changes
    this.entries.clear()
    this.heldBytes = 0
  }
}

const sizeOf = (entry: Entry) =>
  typeof entry === 'number'
    ? 0
    : entry instanceof Int32Array
      ? entry.byteLength
      : Math.ceil(entry.body.byteLength * 1.5) + entry.ids.byteLength

/** One memory per database handle: every app (and every test's app) has its own. */
const memories = new WeakMap<Kysely<Database>, DirectoryMemory>()

export function memoryOf(db: Kysely<Database>): DirectoryMemory {
  let memory = memories.get(db)
  if (!memory) memories.set(db, (memory = new DirectoryMemory(() => directoryChanges(db))))
  return memory
}

async function directoryChanges(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('member_directory_changes')
    .select('changes')
    .where('id', '=', 1)
    .executeTakeFirst()
  return Number(row?.changes ?? 0)
}

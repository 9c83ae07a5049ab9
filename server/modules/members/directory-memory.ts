import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { freshRead } from '../../lib/fresh-read'
import type { JsonBytes } from '../../lib/json-bytes'

/**
 * How many answers are kept, and how many bytes in all: an answer its UTF-8 length and half as
 * much again for the gzip copy it may get later (JSON of cards compresses to well under half).
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

/**
 * The directory's answers computed under a value of the change counter
 * `member_directory_changes`, which moves, in the writing transaction, with every column an
 * answer is built from (its triggers): what was computed under a value is the answer for as
 * long as the counter keeps it, on every instance.
 *
 * A request reads the counter through `changes()` (a read that started after the request
 * arrived, shared with the others that arrived meanwhile: see freshRead), uses only what is
 * kept under that value, and keeps what it computes under it: computed after the read, it is
 * at least as new. A newer value forgets everything kept under the older one, and a request
 * that read an older value than the newest one seen (it raced a write) keeps nothing. The
 * counter only grows (a restore starts a new process). The least recently used answers go
 * beyond the bounds.
 */
export class DirectoryMemory {
  /** The counter, from a read that started after the call. */
  readonly changes: () => Promise<number>
  private newest = -1
  private readonly answers = new Map<string, RememberedAnswer>()
  private heldBytes = 0

  constructor(readChanges: () => Promise<number>) {
    this.changes = freshRead(readChanges)
  }

  answer(changes: number, key: string): RememberedAnswer | undefined {
    if (changes > this.newest) this.forget(changes)
    if (changes !== this.newest) return undefined
    const answer = this.answers.get(key)
    if (answer === undefined) return undefined
    // Most recently used last: the oldest is first in the map's order.
    this.answers.delete(key)
    this.answers.set(key, answer)
    return answer
  }

  keep(changes: number, key: string, answer: RememberedAnswer): void {
    if (changes > this.newest) this.forget(changes)
    if (changes !== this.newest || sizeOf(answer) > MAX_BYTES / 4) return
    this.drop(key)
    this.answers.set(key, answer)
    this.heldBytes += sizeOf(answer)
    for (const oldest of this.answers.keys()) {
      if (this.answers.size <= MAX_ENTRIES && this.heldBytes <= MAX_BYTES) break
      this.drop(oldest)
    }
  }

  private drop(key: string): void {
    const answer = this.answers.get(key)
    if (answer === undefined) return
    this.heldBytes -= sizeOf(answer)
    this.answers.delete(key)
  }

  private forget(changes: number): void {
    this.newest = changes
    this.answers.clear()
    this.heldBytes = 0
  }
}

const sizeOf = (answer: RememberedAnswer) => Math.ceil(answer.body.byteLength * 1.5) + answer.ids.byteLength

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

import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { freshRead } from '../../lib/fresh-read'
import type { JsonBytes } from '../../lib/json-bytes'

/** Bounds: an answer weighs its UTF-8 length and half again for the gzip copy it may get. */
const MAX_ENTRIES = 20_000
const MAX_BYTES = 32 * 1024 * 1024

/** A whole answer as sent, and the ids on its page, so a viewer whose own card is there gets it built afresh. */
export interface RememberedAnswer extends JsonBytes {
  ids: Int32Array
}

/**
 * Answers kept under a value of the change counter, which triggers move in the writing transaction: an
 * answer computed after reading a value holds as long as the counter keeps it, on every instance. A newer
 * value forgets the older answers; a request that read an older value than the newest seen keeps nothing.
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

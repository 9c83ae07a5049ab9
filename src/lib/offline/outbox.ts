import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'
import { db, type OutboxEntry, type StoredFile } from './db'

/** Each entry's id is the idempotency key its request carries: however often replayed, applied once. */
export type SendResult =
  { status: 'sent' } | { status: 'conflict'; detail: string } | { status: 'retry'; error: string }
export type Sender = (entry: OutboxEntry) => Promise<SendResult>

function newId(): string {
  return crypto.randomUUID()
}

let lastStamp = 0
/** Strictly increasing, so two edits queued in one millisecond keep their order. */
function nextStamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1)
  return lastStamp
}

export interface OutboxAttachment {
  name: string
  blob: Blob
  fileName?: string
}

export const attachmentKey = (entryId: string, name: string) => `${entryId}:${name}`

/** The `files` row of an entry's attachment. */
function fileOf(entryId: string, attachment: OutboxAttachment, storedAt: number): StoredFile {
  const { name, blob, fileName } = attachment
  return {
    key: attachmentKey(entryId, name),
    owner: entryId,
    name: fileName ?? name,
    type: blob.type,
    size: blob.size,
    blob,
    storedAt,
  }
}

export async function enqueue(
  kind: string,
  payload: unknown,
  attachments: OutboxAttachment[] = [],
): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    id: newId(),
    kind,
    payload: JSON.stringify(payload),
    createdAt: nextStamp(),
    attempts: 0,
    state: 'pending',
  }
  const storedAt = Date.now()
  const files = attachments.map((a) => fileOf(entry.id, a, storedAt))
  // One transaction: an entry is never queued without its file, nor a file left without its entry.
  await db.transaction('rw', db.outbox, db.files, async () => {
    await db.outbox.add(entry)
    if (files.length > 0) await db.files.bulkAdd(files)
  })
  return entry
}

/**
 * Queues `payload`, or folds it into the newest entry of its kind when that one has never been
 * tried: `fold(earlier, later)` gives the combined payload, or null when together they change
 * nothing (the entry goes). An entry tried before may have reached the server with its
 * idempotency key, so it is never changed; the new entry then queues behind it. Runs under the
 * flush's lock, so an entry is never folded while it is being sent.
 */
export function enqueueFolding<T>(
  kind: string,
  payload: T,
  fold: (earlier: T, later: T) => T | null,
  attachments: OutboxAttachment[] = [],
): Promise<OutboxEntry | undefined> {
  return withCrossTabLock(async () => {
    const last = (await entriesOf(kind)).at(-1)
    if (!last || last.state !== 'pending' || last.attempts > 0) return enqueue(kind, payload, attachments)
    // The entry's payload was written by this function's caller for this kind: the same T.
    const folded = fold(JSON.parse(last.payload) as T, payload)
    if (folded === null) {
      await remove(last.id)
      return undefined
    }
    const storedAt = Date.now()
    await db.transaction('rw', db.outbox, db.files, async () => {
      await db.outbox.update(last.id, { payload: JSON.stringify(folded) })
      if (attachments.length > 0) await db.files.bulkPut(attachments.map((a) => fileOf(last.id, a, storedAt)))
    })
    return { ...last, payload: JSON.stringify(folded) }
  })
}

/** An entry's attachment, or undefined when it is not (or no longer) on this device. */
export async function attachmentOf(entryId: string, name: string): Promise<StoredFile | undefined> {
  return db.files.get(attachmentKey(entryId, name))
}

/** Removes an entry with the files it owns. */
async function remove(id: string): Promise<void> {
  await db.transaction('rw', db.outbox, db.files, async () => {
    await db.outbox.delete(id)
    await db.files.where('owner').equals(id).delete()
  })
}

/** On logout: every queued change and its files go (they belong to the member who made them). */
export async function clearOutbox(): Promise<void> {
  await db.transaction('rw', db.outbox, db.files, async () => {
    // The outbox is keyed by its entries' string ids ('id' in the store's schema).
    const ids = (await db.outbox.toCollection().primaryKeys()) as string[]
    if (ids.length > 0) await db.files.where('owner').anyOf(ids).delete()
    await db.outbox.clear()
  })
}

export function entriesOf(kind?: string): Promise<OutboxEntry[]> {
  const all = db.outbox.orderBy('createdAt')
  return kind ? all.filter((e) => e.kind === kind).toArray() : all.toArray()
}

export async function discard(id: string): Promise<void> {
  await remove(id)
}

/** Replaces a conflicting entry's payload with the member's resolution and queues it again. */
export async function resolveWith(id: string, payload: unknown): Promise<void> {
  await db.outbox.update(id, { payload: JSON.stringify(payload), state: 'pending', lastError: undefined })
}

export interface FlushSummary {
  sent: number
  /** The kinds of the entries this run delivered, for confirming them to the member. */
  sentKinds: string[]
  conflicts: number
  remaining: number
}

let running: Promise<FlushSummary> | undefined

/**
 * Sends pending entries oldest first, one at a time (later edits build on earlier ones).
 * One flush at a time in this tab, and across tabs through the Web Locks API where the
 * browser has it; a `retry` stops the run so order is kept.
 */
export function flushOutbox(senders: Record<string, Sender>): Promise<FlushSummary> {
  running ??= withCrossTabLock(() => flushOnce(senders)).finally(() => {
    running = undefined
  })
  return running
}

async function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (!locks) return work()
  return locks.request('portal-outbox', work)
}

async function flushOnce(senders: Record<string, Sender>): Promise<FlushSummary> {
  let sent = 0
  const sentKinds = new Set<string>()
  let conflicts = 0
  for (const entry of await entriesOf()) {
    if (entry.state !== 'pending') continue
    const send = senders[entry.kind]
    if (!send) continue
    let result: SendResult
    try {
      result = await send(entry)
    } catch (error) {
      result = { status: 'retry', error: error instanceof Error ? error.message : String(error) }
    }
    if (result.status === 'sent') {
      await remove(entry.id)
      sent += 1
      sentKinds.add(entry.kind)
    } else if (result.status === 'conflict') {
      await db.outbox.update(entry.id, {
        state: 'conflict',
        lastError: result.detail,
        attempts: entry.attempts + 1,
      })
      conflicts += 1
    } else {
      await db.outbox.update(entry.id, { attempts: entry.attempts + 1, lastError: result.error })
      break
    }
  }
  const remaining = await db.outbox.count()
  return { sent, sentKinds: [...sentKinds], conflicts, remaining }
}

/** The live list of entries of one kind, for "pending sync" and conflict displays. */
export function useOutbox(kind: string): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([])
  useEffect(() => {
    const subscription = liveQuery(() => entriesOf(kind)).subscribe({
      next: setEntries,
      error: () => setEntries([]),
    })
    return () => subscription.unsubscribe()
  }, [kind])
  return entries
}

/** An object URL of an entry's attachment, for a local preview; revoked when no longer shown. */
export function useAttachmentUrl(entryId: string | undefined, name: string): string | undefined {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!entryId) return
    let current: string | undefined
    let cancelled = false
    void attachmentOf(entryId, name).then((file) => {
      if (cancelled || !file) return
      current = URL.createObjectURL(file.blob)
      setUrl(current)
    })
    return () => {
      cancelled = true
      if (current) URL.revokeObjectURL(current)
      setUrl(undefined)
    }
  }, [entryId, name])
  return url
}

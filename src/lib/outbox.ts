import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'
import { db, type OutboxEntry } from './db'

/**
 * The durable outbox (issue 7): changes made without a connection are written to IndexedDB
 * and sent later — on the `online` event, at app start, and when the service worker's
 * Background Sync wakes the page. Each entry's id is the idempotency key its request
 * carries, so however often an entry is replayed the server applies it once.
 */
export type SendResult = { status: 'sent' } | { status: 'conflict'; detail: string } | { status: 'retry'; error: string }
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

export async function enqueue(kind: string, payload: unknown): Promise<OutboxEntry> {
  const entry: OutboxEntry = { id: newId(), kind, payload: JSON.stringify(payload), createdAt: nextStamp(), attempts: 0, state: 'pending' }
  await db.outbox.add(entry)
  return entry
}

export function entriesOf(kind?: string): Promise<OutboxEntry[]> {
  const all = db.outbox.orderBy('createdAt')
  return kind ? all.filter((e) => e.kind === kind).toArray() : all.toArray()
}

export async function discard(id: string): Promise<void> {
  await db.outbox.delete(id)
}

/** Replaces a conflicting entry's payload with the member's resolution and queues it again. */
export async function resolveWith(id: string, payload: unknown): Promise<void> {
  await db.outbox.update(id, { payload: JSON.stringify(payload), state: 'pending', lastError: undefined })
}

export interface FlushSummary {
  sent: number
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
  return locks.request('portal-outbox', work) as Promise<T>
}

async function flushOnce(senders: Record<string, Sender>): Promise<FlushSummary> {
  let sent = 0
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
      await db.outbox.delete(entry.id)
      sent += 1
    } else if (result.status === 'conflict') {
      await db.outbox.update(entry.id, { state: 'conflict', lastError: result.detail, attempts: entry.attempts + 1 })
      conflicts += 1
    } else {
      await db.outbox.update(entry.id, { attempts: entry.attempts + 1, lastError: result.error })
      break
    }
  }
  const remaining = await db.outbox.count()
  return { sent, conflicts, remaining }
}

/** The live list of entries of one kind, for "pending sync" and conflict displays. */
export function useOutbox(kind: string): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([])
  useEffect(() => {
    const subscription = liveQuery(() => entriesOf(kind)).subscribe({ next: setEntries, error: () => setEntries([]) })
    return () => subscription.unsubscribe()
  }, [kind])
  return entries
}

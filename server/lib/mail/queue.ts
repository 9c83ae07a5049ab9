import { randomBytes } from 'node:crypto'
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely'
import type { AppDeps } from '../../app-env'
import type { Database, MailQueueTable } from '../../db/database'
import type { DialectName } from '../../db/dialect'
import type { MailMessage, OutgoingMail } from './mailer'

/** Queued inside the change's own transaction, so an acknowledged change never loses its e-mail. */

export type QueuedMail = Selectable<MailQueueTable>
type Db = Kysely<Database>

/** Automatic mail, so vacation responders stay quiet (RFC 3834). */
const STANDARD_HEADERS = { 'Auto-Submitted': 'auto-generated' }

function messageIdDomain(config: AppDeps['config']): string {
  const fromDomain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(config.mailFrom)?.[1]
  if (fromDomain) return fromDomain
  try {
    return new URL(config.publicUrl).hostname || 'portal.local'
  } catch {
    return 'portal.local'
  }
}

/** Fixed when the row is written, so a retry is recognisably the same message. */
const newMessageId = (config: AppDeps['config'], now: Date) =>
  `<${now.getTime().toString(36)}.${randomBytes(12).toString('hex')}@${messageIdDomain(config)}>`

/**
 * Writes one message into the queue through `db`, which should be the transaction of the
 * change that causes it. Call `wakeMailSender` once that transaction has committed (a row
 * the sender cannot see yet is found by its next poll anyway).
 */
export async function queueMail(
  deps: Pick<AppDeps, 'config' | 'now'>,
  db: Db,
  message: MailMessage,
): Promise<void> {
  await queueMails(deps, db, [{ message }])
}

/**
 * Writes several messages in one statement, each due at its own `sendAfter` (now when none):
 * a bulk send spaces its messages to the configured rate, and mail written later for now (an
 * activation) goes out before the rest of a bulk send still waiting. Answers the Message-IDs in order.
 */
export async function queueMails(
  deps: Pick<AppDeps, 'config' | 'now'>,
  db: Db,
  messages: readonly { message: MailMessage; sendAfter?: Date }[],
): Promise<string[]> {
  if (messages.length === 0) return []
  const now = deps.now()
  const stamp = now.toISOString()
  const rows = messages.map(({ message, sendAfter }) => ({
    message_id: newMessageId(deps.config, now),
    category: message.category,
    language: message.language,
    recipient: message.to,
    subject: message.subject,
    headers: JSON.stringify({
      ...STANDARD_HEADERS,
      'Content-Language': message.language,
      ...message.headers,
    }),
    body_text: message.text,
    body_html: message.html,
    log_line: message.logLine ?? null,
    status: 'pending' as const,
    last_error: null,
    send_after: (sendAfter ?? now).toISOString(),
    claimed_by: null,
    claimed_until: null,
    created_at: stamp,
    sent_at: null,
  }))
  await db.insertInto('mail_queue').values(rows).execute()
  return rows.map((row) => row.message_id)
}

const listeners = new WeakMap<object, () => void>()

/** The sender of this process registers here to hear of committed mail; answers its removal. */
export function listenForQueuedMail(db: Db, wake: () => void): () => void {
  listeners.set(db, wake)
  return () => {
    if (listeners.get(db) === wake) listeners.delete(db)
  }
}

/** Tells this process's sender that committed mail waits (nothing when none runs here: another instance's poll finds it). */
export function wakeMailSender(deps: Pick<AppDeps, 'db'>): void {
  listeners.get(deps.db)?.()
}

/** One message that goes with no other change: queued on its own and the sender woken. */
export async function sendMail(
  deps: Pick<AppDeps, 'config' | 'now' | 'db'>,
  message: MailMessage,
): Promise<void> {
  await queueMail(deps, deps.db, message)
  wakeMailSender(deps)
}

/** The row as the transport sends it. */
export function outgoingOf(row: QueuedMail): OutgoingMail {
  const parsed: unknown = JSON.parse(row.headers)
  const headers: Record<string, string> = {}
  if (parsed && typeof parsed === 'object') {
    for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') headers[name] = value
  }
  return {
    // Written by queueMail from a MailCategory; an unknown one only labels the message.
    category: row.category as OutgoingMail['category'],
    language: row.language,
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    html: row.body_html,
    ...(row.log_line ? { logLine: row.log_line } : {}),
    messageId: row.message_id,
    headers,
  }
}

const claimable = (now: string) => (eb: ExpressionBuilder<Database, 'mail_queue'>) =>
  eb.and([
    eb('status', '=', 'pending'),
    eb('send_after', '<=', now),
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]),
  ])

/**
 * Claims the oldest due message that no live lease holds, for `token` until `until`, and
 * counts the attempt. One conditional update: the row's conditions are checked again on the
 * row itself, so two instances never both claim it (PostgreSQL skips rows another claim has
 * locked instead of waiting; SQLite runs the statement alone). The row is picked by `=` and
 * a scalar subquery, evaluated once: PostgreSQL may run an `IN (… LIMIT 1 FOR UPDATE SKIP
 * LOCKED)` subquery again for every row and claim them all.
 */
export async function claimNext(
  db: Db,
  dialect: DialectName,
  claim: { token: string; now: string; until: string },
): Promise<QueuedMail | undefined> {
  const due = claimable(claim.now)
  return db
    .updateTable('mail_queue')
    .set((eb) => ({ claimed_by: claim.token, claimed_until: claim.until, attempts: eb('attempts', '+', 1) }))
    .where((eb) =>
      eb(
        'id',
        '=',
        eb
          .selectFrom('mail_queue')
          .select('id')
          .where(due)
          .orderBy('send_after')
          .orderBy('id')
          .limit(1)
          .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
      ),
    )
    .where(due)
    .returningAll()
    .executeTakeFirst()
}

/**
 * When the earliest pending message that no live lease holds is due (undefined when none
 * waits): the sender sleeps until then, so spaced mail leaves at its own time.
 */
export async function nextDueAt(db: Db, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.min('send_after').as('at'))
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst()
  return row?.at ?? undefined
}

/**
 * The latest due time (ms) of `category` mail written to wait its turn and not yet tried
 * (retries, due whenever their backoff ends, are not part of a spacing); undefined when none.
 */
export async function lastSpacedMailDue(
  db: Db,
  category: MailMessage['category'],
): Promise<number | undefined> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.max('send_after').as('at'))
    .where('status', '=', 'pending')
    .where('category', '=', category)
    .where('attempts', '=', 0)
    .executeTakeFirst()
  return row?.at ? Date.parse(row.at) : undefined
}

/** Keeps a claim alive while its delivery runs. */
export async function extendClaim(db: Db, id: number, token: string, until: string): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({ claimed_until: until })
    .where('id', '=', id)
    .where('claimed_by', '=', token)
    .execute()
}

/** Delivered: the bodies go (they may hold single-use links), the envelope stays for support. */
export async function markSent(db: Db, id: number, token: string, stamp: string): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({
      status: 'sent',
      sent_at: stamp,
      body_text: '',
      body_html: '',
      log_line: null,
      claimed_by: null,
      claimed_until: null,
      last_error: null,
    })
    .where('id', '=', id)
    .where('claimed_by', '=', token)
    .execute()
}

/** A failed attempt: tried again after `retryAt`, or, with none, given up (`failed`). */
export async function markFailed(
  db: Db,
  id: number,
  token: string,
  error: string,
  retryAt: string | undefined,
): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({
      status: retryAt ? 'pending' : 'failed',
      send_after: retryAt ?? undefined,
      last_error: error.slice(0, 500),
      claimed_by: null,
      claimed_until: null,
    })
    .where('id', '=', id)
    .where('claimed_by', '=', token)
    .execute()
}

/** How many messages wait to be delivered and how many were given up. */
export async function queueCounts(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .selectFrom('mail_queue')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute()
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0)
  return { pending: count('pending'), failed: count('failed') }
}

/** Sent and failed messages older than `before` are forgotten. */
export async function forgetOldMail(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_queue')
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

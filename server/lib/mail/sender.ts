import { randomUUID } from 'node:crypto'
import type { AppDeps } from '../../app-env'
import { createMailer, isPermanentFailure, type Mailer } from './mailer'
import {
  claimNext,
  extendClaim,
  forgetOldMail,
  listenForQueuedMail,
  markFailed,
  markSent,
  nextDueAt,
  outgoingOf,
  queueCounts,
  type QueuedMail,
} from './queue'

/**
 * One claimed message at a time under a renewed lease, with exponential backoff until a permanent refusal. At
 * least once: a crash after the SMTP server accepted a message sends it again, with the same Message-ID.
 * Each message leaves at its `send_after`, not before: with nothing due, the sender sleeps until the
 * next message is, so mail spaced to a rate goes out at that rate (the time a send takes is not
 * added to the spacing, and no poll interval delays it).
 */
export interface MailSender {
  wake: () => void
  settled: () => Promise<void>
  stop: () => Promise<void>
}

export interface MailSenderOptions {
  mailer?: Mailer
  pollMs?: number
  /** How long a crashed instance's claimed message waits for another. */
  leaseMs?: number
}

const LEASE_MS = 15_000
const POLL_MS = 2_000
/** About three hours of retries. */
export const MAX_MAIL_ATTEMPTS = 10
const FIRST_RETRY_MS = 30_000
const LONGEST_RETRY_MS = 60 * 60 * 1000
const KEEP_MAIL_MS = 30 * 24 * 60 * 60 * 1000
const FORGET_EVERY_MS = 60 * 60 * 1000

/** Doubling from 30 s to an hour, with jitter so instances spread out. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS)
  return Math.round(base * (1 + random() * 0.1))
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function startMailSender(deps: AppDeps, options: MailSenderOptions = {}): MailSender {
  const mailer = options.mailer ?? createMailer(deps.config)
  const leaseMs = options.leaseMs ?? LEASE_MS
  const pollMs = options.pollMs ?? POLL_MS
  let stopped = false
  let running: Promise<void> | undefined
  let again = false
  let nextWake: ReturnType<typeof setTimeout> | undefined

  /** Sleeps until the next pending message is due (the poll still finds mail another instance wrote). */
  async function wakeWhenDue(): Promise<void> {
    const now = deps.now()
    const due = await nextDueAt(deps.db, now.toISOString())
    if (stopped || due === undefined) return
    clearTimeout(nextWake)
    // At least a millisecond, so a due row this round could not claim (another instance's) is
    // not spun on; at most a poll, which would look then anyway.
    nextWake = setTimeout(kick, Math.min(pollMs, Math.max(1, Date.parse(due) - now.getTime())))
    nextWake.unref()
  }

  async function deliverNext(): Promise<boolean> {
    const now = deps.now()
    const token = randomUUID()
    const leaseEnd = () => new Date(deps.now().getTime() + leaseMs).toISOString()
    const row = await claimNext(deps.db, deps.dialect, { token, now: now.toISOString(), until: leaseEnd() })
    if (!row) return false
    const heartbeat = setInterval(() => {
      extendClaim(deps.db, row.id, token, leaseEnd()).catch((error: unknown) =>
        console.error(`[mail] renewing the claim of ${row.message_id}:`, reasonOf(error)),
      )
    }, leaseMs / 3)
    heartbeat.unref()
    let failure: unknown
    try {
      await deps.metrics.trackMailSend(() => mailer.send(outgoingOf(row)))
    } catch (error) {
      failure = error ?? new Error('unknown failure')
    } finally {
      clearInterval(heartbeat)
    }
    if (failure === undefined) {
      await markSent(deps.db, row.id, token, deps.now().toISOString())
      deps.metrics.countMail('sent')
    } else {
      await recordFailure(row, token, failure)
    }
    return true
  }

  async function recordFailure(row: QueuedMail, token: string, error: unknown): Promise<void> {
    const giveUp = isPermanentFailure(error) || row.attempts >= MAX_MAIL_ATTEMPTS
    const retryAt = giveUp
      ? undefined
      : new Date(deps.now().getTime() + retryDelayMs(row.attempts)).toISOString()
    await markFailed(deps.db, row.id, token, reasonOf(error), retryAt)
    deps.metrics.countMail(giveUp ? 'failed' : 'retried')
    console.error(
      `[mail] ${row.category} ${row.message_id}, attempt ${row.attempts}, failed${retryAt ? `; tried again after ${retryAt}` : '; given up'}: ${reasonOf(error)}`,
    )
  }

  const kick = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      try {
        do {
          again = false
          let delivered = true
          while (!stopped && delivered) delivered = await deliverNext()
          if (!stopped && !again) await wakeWhenDue()
        } while (again && !stopped)
      } catch (error) {
        console.error('[mail] queue:', reasonOf(error))
      } finally {
        running = undefined
      }
    })()
  }

  const forget = () => {
    forgetOldMail(deps.db, new Date(deps.now().getTime() - KEEP_MAIL_MS).toISOString()).catch(
      (error: unknown) => console.error('[mail] forgetting old mail:', reasonOf(error)),
    )
  }

  const poll = setInterval(kick, pollMs)
  const forgetting = setInterval(forget, FORGET_EVERY_MS)
  // The timers never keep a stopping process alive.
  poll.unref()
  forgetting.unref()

  const sender: MailSender = {
    wake: kick,
    settled: async () => {
      while (running) await running
    },
    stop: async () => {
      stopped = true
      clearTimeout(nextWake)
      clearInterval(poll)
      clearInterval(forgetting)
      stopListening()
      await running
      mailer.close?.()
    },
  }
  const stopListening = listenForQueuedMail(deps.db, kick)
  deps.metrics.watchMailQueue(() => queueCounts(deps.db))
  // Mail left by an earlier run (or another instance) goes out at once.
  kick()
  return sender
}

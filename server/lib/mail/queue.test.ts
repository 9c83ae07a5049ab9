import { join } from 'node:path'
import { present } from '@contract/narrow'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSqlite, type OpenDatabase } from '../../db/dialect'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'
import type { Mailer, OutgoingMail } from './mailer'
import { queueMail } from './queue'
import { MAX_MAIL_ATTEMPTS, retryDelayMs, startMailSender } from './sender'
import { applicationReceivedEmail } from './templates'

/** A transport that fails while `failWith` is set, and keeps every attempt. */
const attempts: OutgoingMail[] = []
let failWith: unknown
const mailer: Mailer = {
  send: async (message) => {
    attempts.push(message)
    if (failWith !== undefined) throw failWith
  },
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, undefined, { mailer })
})
afterAll(() => t.close())

const rowOf = (email: string) =>
  t.deps.db.selectFrom('mail_queue').selectAll().where('recipient', '=', email).executeTakeFirstOrThrow()
const attemptsTo = (email: string) => attempts.filter((m) => m.to === email)
const register = (email: string) =>
  t.app.request('/api/auth/register', jsonRequest('POST', { email, password: 'Secret-pass-1' }))
const sample = async (series: string) => {
  const line = (await t.deps.metrics.registry.metrics()).split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('the mail queue', () => {
  it('keeps a message whose delivery failed and retries it later with the same Message-ID', async () => {
    const email = 'retry-me@example.org'
    const sentBefore = await sample('mail_messages_total{result="sent"}')
    failWith = new Error('connect ECONNREFUSED 127.0.0.1:25')
    const started = t.deps.now()
    expect((await register(email)).status).toBe(201)
    failWith = undefined
    const waiting = await rowOf(email)
    expect(waiting).toMatchObject({
      category: 'application-received',
      language: 'ar, en',
      status: 'pending',
      attempts: 1,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
      sent_at: null,
    })
    const wait = Date.parse(waiting.send_after) - started.getTime()
    expect(wait).toBeGreaterThanOrEqual(30_000)
    expect(wait).toBeLessThan(40_000)
    expect(await sample('mail_queue_length')).toBeGreaterThanOrEqual(1)
    expect(await sample('mail_messages_total{result="retried"}')).toBeGreaterThanOrEqual(1)

    // Not before its time, even when the sender is woken.
    await t.app.request('/api/health')
    expect(attemptsTo(email)).toHaveLength(1)
    t.setNow(new Date(Date.parse(waiting.send_after) + 1000))
    try {
      await register('someone-else@example.org')
      const [first, second] = attemptsTo(email)
      expect(present(second, 'the retry').messageId).toBe(present(first, 'the first attempt').messageId)
      expect(second?.messageId).toMatch(/^<[0-9a-z]+\.[0-9a-f]{24}@portal\.local>$/)
      expect(second?.headers).toMatchObject({ 'Auto-Submitted': 'auto-generated' })
      const sent = await rowOf(email)
      // Delivered: the body (which may hold a single-use link) is not kept.
      expect(sent).toMatchObject({
        status: 'sent',
        attempts: 2,
        message_id: first?.messageId,
        body_text: '',
        body_html: '',
        claimed_by: null,
      })
      expect(sent.sent_at).not.toBeNull()
      expect(await sample('mail_messages_total{result="sent"}')).toBe(sentBefore + 2)
    } finally {
      t.setNow(new Date())
    }
  })

  it('gives a message up at once when the SMTP server refuses it for good (5xx), and counts it', async () => {
    const email = 'no-such-mailbox@example.org'
    const failedBefore = await sample('mail_queue_failed')
    failWith = Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 })
    try {
      expect((await register(email)).status).toBe(201)
    } finally {
      failWith = undefined
    }
    expect(await rowOf(email)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: '550 5.1.1 mailbox unavailable',
    })
    expect(await sample('mail_queue_failed')).toBe(failedBefore + 1)
    expect(await sample('mail_messages_total{result="failed"}')).toBeGreaterThanOrEqual(1)
  })

  it('delivers every message once when several senders (instances) share the queue', async () => {
    const emails = Array.from({ length: 24 }, (_, i) => `shared-${i}@example.org`)
    for (const email of emails)
      await queueMail(
        t.deps,
        t.deps.db,
        applicationReceivedEmail({ email, gender: null }, 'http://portal.test'),
      )
    // On SQLite a second connection to the same file; on PostgreSQL the pool's connections run the claims at once.
    let second: OpenDatabase | undefined
    if (t.deps.dialect === 'sqlite') second = openSqlite(join(t.config.dataDir, 'portal.sqlite'))
    const senders = [
      startMailSender(t.deps, { mailer }),
      startMailSender({ ...t.deps, db: second?.db ?? t.deps.db }, { mailer }),
      startMailSender(t.deps, { mailer }),
    ]
    try {
      for (const sender of senders) sender.wake()
      await Promise.all(senders.map((sender) => sender.settled()))
      await t.mailDelivered()
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()))
      await second?.close()
    }
    const delivered = attempts.filter((m) => emails.includes(m.to))
    expect(delivered).toHaveLength(emails.length)
    expect(new Set(delivered.map((m) => m.messageId)).size).toBe(emails.length)
    const rows = await t.deps.db
      .selectFrom('mail_queue')
      .select(['status', 'attempts'])
      .where('recipient', 'in', emails)
      .execute()
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
  })
})

describe('retryDelayMs', () => {
  it('doubles from 30 seconds up to an hour, with at most a tenth of jitter', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, () => 0))).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelayMs(MAX_MAIL_ATTEMPTS, () => 0)).toBe(3_600_000)
    expect(retryDelayMs(1, () => 1)).toBe(33_000)
  })
})

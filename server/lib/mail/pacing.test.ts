import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../../app-env'
import { dispatchDueAnnouncements } from '../../modules/announcements/service'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import type { Mailer } from './mailer'
import { startMailSender, type MailSender } from './sender'

/** Announcement mail leaves at its due time: never before (the rate holds), never far after (no drift). */
const PER_MINUTE = 600
const SPACING_MS = 60_000 / PER_MINUTE
const MEMBERS = 20
const SEND_MS = 20
/** A timer's and a shared machine's delay; the late sender would be 20 ms later per message. */
const LATE_AT_MOST_MS = 300

let t: TestApp
let live: AppDeps
let sender: MailSender
const handed: { messageId: string; at: number }[] = []
const mailer: Mailer = {
  send: async (message) => {
    handed.push({ messageId: message.messageId, at: Date.now() })
    await new Promise((resolve) => setTimeout(resolve, SEND_MS))
  },
}

beforeAll(async () => {
  t = await createTestApp({ announcementMailsPerMinute: PER_MINUTE }, undefined, { mailer })
  // The app's own sender reads a stopped clock; set in the past, it never finds this mail due.
  t.setNow(new Date(0))
  live = { ...t.deps, now: () => new Date() }
  // This sender, on the real clock, is the one woken by the dispatch.
  sender = startMailSender(live, { mailer, pollMs: 60_000 })
  const stamp = new Date().toISOString()
  await t.deps.db
    .insertInto('users')
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        email: `paced-${i}@example.org`,
        password_hash: 'not used',
        role: 'member',
        tier: 'consultant',
        status: 'active',
        is_active: 1,
        must_complete_profile: 0,
        full_name: `Dr Paced ${i}`,
        notes: null,
        language: 'en',
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute()
})
afterAll(async () => {
  await sender.stop()
  await t.close()
})

async function announce(subject: string): Promise<void> {
  const stamp = new Date().toISOString()
  await t.deps.db
    .insertInto('announcements')
    .values({
      status: 'scheduled',
      subject_ar: '',
      subject_en: subject,
      body_ar: '',
      body_en: 'Paced.',
      link: null,
      audience: '{}',
      event_id: null,
      send_at: stamp,
      claimed_until: null,
      created_by: null,
      created_at: stamp,
      updated_at: stamp,
      sent_at: null,
    })
    .execute()
  expect(await dispatchDueAnnouncements(live)).toBe(1)
}

describe('the announcement rate', () => {
  it('hands each e-mail to SMTP at its due time, at the configured rate, across two announcements', async () => {
    await announce('First')
    await announce('Second')
    const rows = await t.deps.db
      .selectFrom('mail_queue')
      .select(['message_id', 'send_after'])
      .where('category', '=', 'announcement')
      .orderBy('send_after')
      .orderBy('id')
      .execute()
    expect(rows).toHaveLength(2 * MEMBERS)
    const due = rows.map((row) => Date.parse(row.send_after))
    // One spacing between any two, the second announcement continuing after the first.
    expect(due.map((at) => at - (due[0] ?? 0))).toEqual(due.map((_, i) => i * SPACING_MS))

    const until = Date.now() + 10_000
    while (handed.length < rows.length && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50))
    const handedAt = new Map(handed.map((h) => [h.messageId, h.at]))
    const lateness = rows.map((row, i) => (handedAt.get(row.message_id) ?? Infinity) - (due[i] ?? 0))
    expect(Math.min(...lateness)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...lateness)).toBeLessThanOrEqual(LATE_AT_MOST_MS)
    const times = [...handedAt.values()].sort((a, b) => a - b)
    const rate = ((times.length - 1) / ((times.at(-1) ?? 0) - (times[0] ?? 0))) * 60_000
    expect(rate).toBeGreaterThan(PER_MINUTE * 0.9)
    expect(rate).toBeLessThan(PER_MINUTE * 1.1)
  })
})

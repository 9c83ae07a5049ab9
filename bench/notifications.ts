/**
 * The member communications benchmark, three measures:
 *
 * 1. Queueing: 10,000 active members on a fresh SQLite file; an admin sends an announcement to
 *    all of them ("send now" dispatches before answering): the request's time, and the
 *    process's heap sampled through it (flat: the dispatch works in batches of 500).
 * 2. Delivery across `kill -9`: the real server (`server/index.ts`) on a data folder that
 *    outlives it, at ANNOUNCEMENT_MAILS_PER_MINUTE, to a real SMTP server (`smtp-server`) in
 *    this process. Killed with SIGKILL once half the messages arrived, started again; every
 *    recipient must get the message, and a Message-ID may arrive twice only for the one
 *    message in flight at the kill.
 * 3. The notification list: members with 1,000 notifications each; `GET /api/notifications`
 *    through the app (auth and JSON included), each request a different member and page.
 *
 *   npm run bench -- notifications
 *   BENCH_RECIPIENTS=2000 BENCH_DELIVERED=100 node --import tsx bench/notifications.ts
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { AnnouncementSchema } from '@contract/announcements'
import { NotificationListSchema, NOTIFICATION_PAGE_SIZE } from '@contract/notifications'
import * as v from 'valibot'
import { shuffled } from './shuffled'
import { openSqlite } from '../server/db/dialect'
import type { OpenDatabase } from '../server/db/dialect'
import { hashPassword } from '../server/lib/auth/passwords'
import { signedInAs } from '../server/test-support/auth'
import { startTestSmtp } from '../server/test-support/smtp-server'
import { createTestApp, jsonRequest } from '../server/test-support/test-app'
import { spawnServer, type RunningServer } from '../tests/support/spawn-server'

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000)
const DELIVERED = Number(process.env.BENCH_DELIVERED ?? 300)
const PER_MINUTE = Number(process.env.BENCH_MAILS_PER_MINUTE ?? 600)
const LIST_MEMBERS = 20
const PER_MEMBER = 1000
const LIST_REQUESTS = Math.min(600, LIST_MEMBERS * Math.ceil(PER_MEMBER / NOTIFICATION_PAGE_SIZE))
const TARGET = { queueMs: 10_000, listP95Ms: 20 }

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Active members written straight to the database, `size` per statement (their accounts' own speed is another section's). */
async function insertMembers(db: OpenDatabase['db'], count: number, prefix: string): Promise<void> {
  const passwordHash = await hashPassword('bench-password-1')
  const stamp = new Date().toISOString()
  for (let i = 0; i < count; i += 500) {
    await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(500, count - i) }, (_, k) => ({
          email: `${prefix}${i + k}@bench.test`,
          password_hash: passwordHash,
          role: 'member',
          tier: 'consultant',
          status: 'active',
          is_active: 1,
          must_complete_profile: 0,
          full_name: `Dr Bench ${i + k}`,
          notes: null,
          language: (i + k) % 3 === 0 ? 'en' : 'ar',
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute()
  }
}

const written = {
  subject_ar: 'افتتاح التسجيل في المؤتمر السنوي',
  subject_en: 'Registration for the annual congress is open',
  body_ar: 'يسرّنا إعلان **افتتاح التسجيل** في المؤتمر السنوي لجراحة العظام.',
  body_en: 'We are glad to announce that **registration** for the annual orthopedic congress is open.',
  link: '/events',
}

async function queueing(): Promise<{ rows: string[]; t: Awaited<ReturnType<typeof createTestApp>> }> {
  const t = await createTestApp({ publicUrl: 'https://portal.example.sa', announcementMailsPerMinute: 60 })
  const admin = await signedInAs(t.deps, { role: 'admin' })
  await insertMembers(t.deps.db, RECIPIENTS, 'member')
  const call = async (method: string, path: string, body: unknown) =>
    t.app.request(`/api${path}`, jsonRequest(method, body, { Authorization: admin.authorization }))
  const draft = v.parse(
    AnnouncementSchema,
    await (await call('POST', '/admin/announcements', { ...written, audience: {} })).json(),
  )
  const heap: { at: number; used: number; rss: number }[] = []
  const started = performance.now()
  const sampler = setInterval(() => {
    const memory = process.memoryUsage()
    heap.push({ at: performance.now() - started, used: memory.heapUsed, rss: memory.rss })
  }, 25)
  const sent = v.parse(
    AnnouncementSchema,
    await (await call('POST', `/admin/announcements/${draft.id}/send`, {})).json(),
  )
  const queueMs = performance.now() - started
  clearInterval(sampler)
  const queued = await t.deps.db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const at = (share: number) => heap[Math.min(heap.length - 1, Math.floor(share * heap.length))]?.used ?? 0
  const peak = Math.max(...heap.map((s) => s.used))
  const peakRss = Math.max(...heap.map((s) => s.rss))
  return {
    t,
    rows: [
      `| ${sent.recipients.toLocaleString('en')} recipients queued ("send now", answered after the dispatch) | ${(queueMs / 1000).toFixed(1)} s (${Number(queued.n).toLocaleString('en')} e-mails and as many notifications written) | ≤ 10 s | ${verdict(queueMs <= TARGET.queueMs && sent.recipients === RECIPIENTS + 1)} |`,
      `| heap used through the dispatch, at 10 / 25 / 50 / 75 / 100 % of it | ${[0.1, 0.25, 0.5, 0.75, 1].map((s) => mb(at(s))).join(' / ')} (peak ${mb(peak)}, peak RSS ${mb(peakRss)}) | flat | ${verdict(at(1) - at(0.1) < 64 * 1024 * 1024)} |`,
    ],
  }
}

async function notificationList(t: Awaited<ReturnType<typeof createTestApp>>): Promise<string[]> {
  const members: { id: number; authorization: string }[] = []
  const stamp = Date.UTC(2026, 10, 1)
  for (let m = 0; m < LIST_MEMBERS; m += 1) {
    const member = await signedInAs(t.deps, {})
    members.push(member)
    for (let i = 0; i < PER_MEMBER; i += 250)
      await t.deps.db
        .insertInto('notifications')
        .values(
          Array.from({ length: 250 }, (_, k) => ({
            user_id: member.id,
            kind: 'announcement',
            category: 'announcements',
            title_ar: `إعلان رقم ${i + k}`,
            title_en: `Announcement ${i + k}`,
            body_ar: 'يسرّنا إعلان افتتاح التسجيل في المؤتمر السنوي لجراحة العظام.',
            body_en: 'We are glad to announce that registration for the annual congress is open.',
            link: '/events',
            announcement_id: null,
            created_at: new Date(stamp + (i + k) * 60_000).toISOString(),
            read_at: (i + k) % 4 === 0 ? null : new Date(stamp + (i + k) * 60_000).toISOString(),
          })),
        )
        .execute()
  }
  const pages = Math.ceil(PER_MEMBER / NOTIFICATION_PAGE_SIZE)
  const cpu: number[] = []
  const get = async (member: { authorization: string }, page: number) => {
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    const response = await t.app.request(`/api/notifications?page=${page}`, {
      headers: { Authorization: member.authorization },
    })
    const body = v.parse(NotificationListSchema, await response.json())
    const ms = performance.now() - started
    const used = process.cpuUsage(cpuStarted)
    cpu.push((used.user + used.system) / 1000)
    if (body.total !== PER_MEMBER) throw new Error(`a member had ${body.total} notifications`)
    return ms
  }
  for (const member of members) await get(member, 1)
  cpu.length = 0
  // Every (member, page) pair at most once, in a shuffled order (a fixed seed, so runs compare).
  const pairs = shuffled(
    members.flatMap((member) => Array.from({ length: pages }, (_, p) => ({ member, page: p + 1 }))),
  )
  const times: number[] = []
  for (const { member, page } of pairs.slice(0, LIST_REQUESTS)) times.push(await get(member, page))
  times.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  const p95 = percentile(times, 95)
  return [
    `| notification list, ${LIST_MEMBERS} members with ${PER_MEMBER.toLocaleString('en')} each (and ${RECIPIENTS.toLocaleString('en')} others with one), ${LIST_REQUESTS} requests over every page | p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms | p95 ≤ 20 ms | ${verdict(p95 <= TARGET.listP95Ms)} |`,
    `| of which CPU time of this process per request (steadier than wall time on a shared machine) | p50 ${percentile(cpu, 50).toFixed(1)} ms, p95 ${percentile(cpu, 95).toFixed(1)} ms | | |`,
  ]
}

/** The real server on `dataDir`, sending announcements to the SMTP server on `smtpPort`. */
const startPortal = (dataDir: string, smtpPort: number) =>
  spawnServer({
    dataDir,
    env: {
      SEED: 'none',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Portal <no-reply@portal.example.sa>',
      ANNOUNCEMENT_MAILS_PER_MINUTE: String(PER_MINUTE),
    },
  })

async function deliveryAcrossKill(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-mail-'))
  const received: { to: string; messageId: string; at: number }[] = []
  const smtp = await startTestSmtp((message) => {
    received.push({
      to: message.to.join(','),
      messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(message.raw)?.[1] ?? '',
      at: performance.now(),
    })
    return true
  })
  let server: RunningServer | undefined
  try {
    server = await startPortal(dataDir, smtp.port)
    const database = openSqlite(join(dataDir, 'portal.sqlite'))
    try {
      await insertMembers(database.db, DELIVERED, 'reader')
      const stamp = new Date().toISOString()
      // Scheduled for now: the server's own periodic job dispatches it, as a "send at" would be.
      await database.db
        .insertInto('announcements')
        .values({
          status: 'scheduled',
          ...written,
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
    } finally {
      await database.close()
    }
    const unique = () =>
      new Set(received.filter((m) => m.to.endsWith('@bench.test')).map((m) => m.messageId)).size
    const until = Date.now() + 5 * 60_000
    while (unique() < DELIVERED / 2) {
      if (Date.now() > until) throw new Error(`only ${unique()} messages arrived before the kill`)
      await sleep(20)
    }
    server.process.kill('SIGKILL')
    await new Promise((resolve) => server?.process.once('exit', resolve))
    const beforeKill = [...received]
    server = await startPortal(dataDir, smtp.port)
    while (unique() < DELIVERED) {
      if (Date.now() > until) break
      await sleep(100)
    }
    await sleep(2000)
    const firstAt = beforeKill[0]?.at ?? 0
    const lastAt = beforeKill.at(-1)?.at ?? 0
    const rate = beforeKill.length > 1 ? ((beforeKill.length - 1) / (lastAt - firstAt)) * 60_000 : 0
    const byId = new Map<string, number>()
    for (const m of received) byId.set(m.messageId, (byId.get(m.messageId) ?? 0) + 1)
    const twice = [...byId.values()].filter((n) => n > 1).length
    const readers = new Set(received.map((m) => m.to).filter((to) => to.endsWith('@bench.test'))).size
    const lost = DELIVERED - readers
    return [
      `| delivery at ANNOUNCEMENT_MAILS_PER_MINUTE=${PER_MINUTE} to a local \`smtp-server\`, measured before the kill | ${Math.round(rate)} per minute | ${PER_MINUTE} per minute | ${verdict(Math.abs(rate - PER_MINUTE) <= PER_MINUTE * 0.1)} |`,
      `| ${DELIVERED} recipients, \`kill -9\` after ${beforeKill.length} arrived, then a restart | ${readers} reached (${lost} lost); ${twice} Message-ID(s) received twice | none lost, duplicates only of the one in flight (≤ 1) | ${verdict(lost === 0 && twice <= 1)} |`,
    ]
  } finally {
    await server?.stop()
    await smtp.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function benchSection(): Promise<string> {
  const { t, rows: queueRows } = await queueing()
  let listRows: string[]
  try {
    // The same database: the list is read beside the 10,000 members' notifications.
    listRows = await notificationList(t)
  } finally {
    await t.close()
  }
  const deliveryRows = await deliveryAcrossKill()
  return [
    '## Member communications: announcements and the notification centre',
    '',
    `\`bench/notifications.ts\`, SQLite. Queueing: ${RECIPIENTS.toLocaleString('en')} active members (and the admin) on a fresh file; "send now" on an announcement to every active member, timed from the request to its answer (the dispatch runs before answering: recipients, e-mails in the mail queue spaced to the rate, notifications), the heap sampled every 25 ms through it. Delivery: the real server and a real SMTP server, the server killed with SIGKILL halfway and started again. The list: \`GET /api/notifications\` through the app in this process (bearer auth, the page and the counts, JSON), ${LIST_REQUESTS} requests, each a different (member, page) pair of ${LIST_MEMBERS} members' pages in a shuffled order; wall times on a shared machine include the wait for a core, so the CPU time the process spent on each request is given beside them.`,
    '',
    '| measure | value | target | |',
    '|---|---|---|---|',
    ...queueRows,
    ...deliveryRows,
    ...listRows,
  ].join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await benchSection())

/**
 * The CPD benchmark, in process on a fresh SQLite file (or a PostgreSQL schema with
 * TEST_DIALECT=postgres and TEST_DATABASE_URL): a member with 500 activities in one cycle
 * (480 external, 20 of the portal's certificates), 220 such members; `GET /api/members/me/cpd`
 * read once by each, 20 as a warm-up and the other 200 measured, each a different record in a
 * shuffled order (target p95 ≤ 20 ms), and a transcript of 200 activities is rendered
 * (target ≤ 1 s, median of 5 renders, with its CPU time, steadier on a shared machine).
 *
 *   npm run bench -- cpd
 */
import { pathToFileURL } from 'node:url'
import type { CpdActivity } from '@contract/cpd'
import { CpdRecordSchema } from '@contract/cpd'
import { AdminEventSchema } from '@contract/events'
import * as v from 'valibot'
import { shuffled } from './shuffled'
import { renderTranscriptPdf } from '../server/modules/cpd/transcript-pdf'
import { signedInAs } from '../server/test-support/auth'
import { createTestApp, jsonRequest } from '../server/test-support/test-app'

const READS = 200
const WARM_UP_READS = 20
const RENDERS = 5
const TARGET = { readP95Ms: 20, transcriptMs: 1000 }

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')

export async function benchSection(): Promise<string> {
  const t = await createTestApp({ publicUrl: 'https://portal.example.sa' })
  try {
    t.setNow(new Date('2026-12-02T09:00:00.000Z'))
    const admin = (await signedInAs(t.deps, { role: 'admin' })).authorization
    const stamp = t.deps.now().toISOString()
    const day = (i: number) => new Date(Date.UTC(2024, 0, 1 + (i % 1000))).toISOString().slice(0, 10)
    const events: number[] = []
    for (let i = 0; i < 20; i++) {
      const created = await t.app.request(
        '/api/events',
        jsonRequest(
          'POST',
          {
            type: 'conference',
            status: 'published',
            title_ar: `المؤتمر ${i}`,
            title_en: `Congress ${i}`,
            starts_at: `${day(i * 40)}T06:00:00.000Z`,
            location: 'Riyadh',
            registration_mode: 'internal',
          },
          { Authorization: admin },
        ),
      )
      events.push(v.parse(AdminEventSchema, await created.json()).id)
    }

    // Each member's record: the licence through the API, its rows straight to the database
    // (the writes' own speed is not measured here).
    const members: { id: number; authorization: string }[] = []
    for (let m = 0; m < WARM_UP_READS + READS; m++) {
      const member = await signedInAs(t.deps)
      members.push(member)
      await t.app.request(
        '/api/members/me/cpd/licence',
        jsonRequest(
          'PUT',
          { classification: 'consultant', cycle_years: 5, cycle_end: '2028-12-31' },
          { Authorization: member.authorization },
        ),
      )
      await t.deps.db
        .insertInto('cpd_activities')
        .values(
          Array.from({ length: 480 }, (_, i) => ({
            user_id: member.id,
            title: i % 2 ? `دورة إصابات الركبة ${i + m}` : `Spine course ${i + m}`,
            provider: 'Saudi Knee Society',
            accreditation_number: i % 10 ? `EXT-${m}-${i}` : '',
            activity_type: 'course',
            activity_date: day(i + m),
            quarters: 1 + ((i + m) % 16),
            file_id: null,
            created_at: stamp,
            updated_at: stamp,
          })),
        )
        .execute()
      for (const [i, eventId] of events.entries()) {
        const registration = await t.deps.db
          .insertInto('event_registrations')
          .values({
            event_id: eventId,
            user_id: member.id,
            status: 'registered',
            ticket_code: `bench-${m}-${i}`,
            created_at: stamp,
            updated_at: stamp,
            cancelled_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await t.deps.db
          .insertInto('cme_certificates')
          .values({
            code: `B${String(m).padStart(3, '0')}-${String(i).padStart(4, '0')}-AAAA`,
            event_id: eventId,
            registration_id: registration.id,
            user_id: member.id,
            full_name: 'Bench',
            credit_quarters: 24,
            issued_at: stamp,
            issued_by: null,
            revoked_at: null,
            revoked_by: null,
          })
          .execute()
      }
    }

    const read = async (member: { authorization: string }) => {
      const started = performance.now()
      const response = await t.app.request(
        '/api/members/me/cpd',
        jsonRequest('GET', undefined, { Authorization: member.authorization }),
      )
      const record = v.parse(CpdRecordSchema, await response.json())
      return { ms: performance.now() - started, record }
    }
    // Every read is another member's record, in an order no index follows.
    const order = shuffled(members)
    for (const member of order.slice(0, WARM_UP_READS)) await read(member)
    const times: number[] = []
    let activities: CpdActivity[] = []
    for (const member of order.slice(WARM_UP_READS)) {
      const { ms, record } = await read(member)
      times.push(ms)
      if (record.activities.length !== 500)
        throw new Error(`a record listed ${record.activities.length} activities, not 500`)
      activities = record.activities
    }
    times.sort((a, b) => a - b)

    const two = activities.slice(0, 200)
    const facts = {
      code: 'CPD-2K7Q-MXH9-PA4D',
      full_name: 'د. ريم الزهراني',
      full_name_ar: 'د. ريم بنت عبدالله الزهراني',
      full_name_en: 'Dr. Reem Alzahrani',
      registration_number: '12-R-3456',
      cycle: { start: '2024-01-01', end: '2028-12-31' },
      required_hours: 150,
      earned_hours: two.reduce((sum, a) => sum + a.hours, 0),
      activities: two,
      issued_at: stamp,
      verify_url: 'https://portal.example.sa/cpd/verify/CPD-2K7Q-MXH9-PA4D',
    }
    await renderTranscriptPdf(facts)
    const renders: number[] = []
    const cpu: number[] = []
    let bytes = 0
    for (let i = 0; i < RENDERS; i++) {
      const cpuBefore = process.cpuUsage()
      const started = performance.now()
      bytes = (await renderTranscriptPdf(facts)).byteLength
      renders.push(performance.now() - started)
      const used = process.cpuUsage(cpuBefore)
      cpu.push((used.user + used.system) / 1000)
    }
    renders.sort((a, b) => a - b)
    cpu.sort((a, b) => a - b)
    const p95 = percentile(times, 95)
    const median = percentile(renders, 50)
    return [
      `## CPD record and transcript (${t.deps.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, in process)`,
      '',
      '| measure | value | target | verdict |',
      '|---|---|---|---|',
      `| \`GET /api/members/me/cpd\`, 500 activities, p50 (${READS} reads, each a different member) | ${percentile(times, 50).toFixed(1)} ms | | |`,
      `| \`GET /api/members/me/cpd\`, 500 activities, p95 | ${p95.toFixed(1)} ms | ≤ ${TARGET.readP95Ms} ms | ${verdict(p95 <= TARGET.readP95Ms)} |`,
      `| transcript of 200 activities, median of ${RENDERS} renders | ${median.toFixed(0)} ms | ≤ ${TARGET.transcriptMs} ms | ${verdict(median <= TARGET.transcriptMs)} |`,
      `| its CPU time (user + system), median | ${percentile(cpu, 50).toFixed(0)} ms | | |`,
      `| its size | ${(bytes / 1024).toFixed(0)} KB | | |`,
      '',
      "In-process through the app's request handler (no network), the answer parsed with its contract schema; the transcript rendered by `server/modules/cpd/transcript-pdf.ts` without storing it.",
    ].join('\n')
  } finally {
    await t.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await benchSection())

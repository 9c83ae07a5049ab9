/**
 * The certificates benchmark: a congress of 2,000 checked-in attendees on a fresh SQLite
 * file (or a PostgreSQL schema with TEST_DIALECT=postgres and TEST_DATABASE_URL), the CME
 * office issues every certificate in one request, and the background worker (the one every
 * instance's periodic jobs run) generates and stores all 2,000 PDFs. Reports the issue
 * request's time, the time per PDF (p50/p95, from one stored PDF to the next, so claims and
 * storage writes count), the total, the CPU time per PDF (steadier than wall times on a
 * shared machine), and the process's peak resident memory.
 *
 *   npm run bench -- certificates
 *   BENCH_CERTIFICATES=200 node --import tsx bench/certificates.ts
 */
import { pathToFileURL } from 'node:url'
import { IssueResultSchema } from '@contract/certificates'
import { AdminEventSchema } from '@contract/events'
import * as v from 'valibot'
import { generateQueuedPdfs, pendingPdfs } from '../server/modules/certificates/service'
import { createUser, signedInAs } from '../server/test-support/auth'
import { createTestApp, jsonRequest } from '../server/test-support/test-app'

const COUNT = Number(process.env.BENCH_CERTIFICATES ?? 2000)

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`

export async function benchSection(): Promise<string> {
  const t = await createTestApp({ publicUrl: 'https://portal.example.sa' })
  try {
    const cme = (await signedInAs(t.deps, { role: 'cme' })).authorization
    const call = async (method: string, path: string, body: unknown) =>
      t.app.request(`/api${path}`, jsonRequest(method, body, { Authorization: cme }))
    const day = (hour: number) => new Date(Date.UTC(2099, 2, 12, hour)).toISOString()
    const event = v.parse(
      AdminEventSchema,
      await (
        await call('POST', '/events', {
          type: 'conference',
          status: 'published',
          title_ar: 'المؤتمر السنوي الثامن عشر لجراحة العظام',
          title_en: '18th Annual Orthopedic Congress',
          starts_at: day(5),
          ends_at: day(15),
          location: 'Riyadh',
          registration_mode: 'internal',
        })
      ).json(),
    )
    await call('POST', `/admin/events/${event.id}/sessions`, {
      title_en: 'Trauma update',
      starts_at: day(6),
      ends_at: day(9),
      room: 'A',
    })
    await call('PUT', `/admin/events/${event.id}/accreditation`, {
      body: 'SCFHS',
      number: '2099-OR-1234',
      accredited_on: '2099-01-20',
      max_credits: 6,
    })

    // The attendees, registered and scanned at the door, written straight to the database (the door's own speed is another section's).
    const stamp = t.deps.now().toISOString()
    for (let i = 0; i < COUNT; i += 200) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(200, COUNT - i) }, (_, k) =>
          createUser(t.deps, {
            fullName: k % 2 ? `د. عبدالله بن محمد الزهراني ${i + k}` : `Dr Reem Al-Otaibi ${i + k}`,
          }),
        ),
      )
      const registrations = await t.deps.db
        .insertInto('event_registrations')
        .values(
          batch.map((user, k) => ({
            event_id: event.id,
            user_id: user.id,
            status: 'registered',
            ticket_code: `bench-${i + k}`,
            created_at: stamp,
            updated_at: stamp,
            cancelled_at: null,
          })),
        )
        .returning('id')
        .execute()
      await t.deps.db
        .insertInto('event_check_ins')
        .values(
          registrations.map((row) => ({
            event_id: event.id,
            registration_id: row.id,
            session_id: 0,
            client_id: `bench-${row.id}`,
            device_id: 'bench',
            scanned_by: null,
            scanned_at: stamp,
            received_at: stamp,
          })),
        )
        .execute()
    }

    const issueStarted = performance.now()
    const issued = v.parse(
      IssueResultSchema,
      await (await call('POST', `/admin/events/${event.id}/certificates`, {})).json(),
    )
    const issueMs = performance.now() - issueStarted
    if (issued.issued.length !== COUNT) throw new Error(`issued ${issued.issued.length} of ${COUNT}`)
    const queued = await pendingPdfs(t.deps)

    // Times between stored PDFs: the worker's real pace, claims and writes included.
    const storage = t.deps.storage
    const marks: number[] = []
    t.deps.storage = {
      ...storage,
      put: async (key, data) => {
        await storage.put(key, data)
        if (key.startsWith('certificates/')) marks.push(performance.now())
      },
    }
    const rssBefore = process.resourceUsage().maxRSS
    const started = performance.now()
    const cpuBefore = process.cpuUsage()
    const stored = await generateQueuedPdfs(t.deps)
    const totalMs = performance.now() - started
    // CPU time (user + system) is what the process itself spent: on a shared machine the wall
    // times above also count the waits for a core, the CPU time hardly does.
    const cpu = process.cpuUsage(cpuBefore)
    const cpuMs = (cpu.user + cpu.system) / 1000
    const each = marks
      .map((mark, index) => mark - (index ? (marks[index - 1] ?? started) : started))
      .sort((a, b) => a - b)
    const peak = process.resourceUsage().maxRSS
    const sample = issued.issued[0]?.code ?? ''
    const bytes = (await t.deps.storage.size(`certificates/${sample}.pdf`)) ?? 0
    return [
      `## Certificates: ${COUNT.toLocaleString('en')} issued at once, PDFs generated in the background (${t.deps.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, one worker)`,
      '',
      '| measure | value |',
      '|---|---|',
      `| issue request (${COUNT.toLocaleString('en')} certificates, queued for the worker: ${queued}) | ${issueMs.toFixed(0)} ms |`,
      `| PDFs stored | ${stored} |`,
      `| per PDF, p50 | ${percentile(each, 50).toFixed(0)} ms |`,
      `| per PDF, p95 | ${percentile(each, 95).toFixed(0)} ms |`,
      `| total generation | ${(totalMs / 1000).toFixed(1)} s (${(totalMs / Math.max(1, stored)).toFixed(0)} ms per PDF on average) |`,
      `| CPU time per PDF (the process's user + system time over all PDFs) | ${(cpuMs / Math.max(1, stored)).toFixed(0)} ms |`,
      `| peak resident memory (whole process) | ${mb(peak)} (${mb(rssBefore)} before generation) |`,
      `| one PDF | ${(bytes / 1024).toFixed(0)} KB |`,
      '',
      'In-process: the worker of `server/modules/certificates/pdf-files.ts` on its own, as each instance runs it from `server/periodic-jobs.ts` (two instances share the queue by claims of ten).',
    ].join('\n')
  } finally {
    await t.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await benchSection())

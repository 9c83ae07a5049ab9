import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CertificateListSchema, IssueResultSchema } from '@contract/certificates'
import { AdminEventSchema } from '@contract/events'
import { RegistrationSchema } from '@contract/registrations'
import jsQR from 'jsqr'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pixelDifference, rgbaPixels } from '../../lib/pdf/pixel-diff'
import { pdfPageCount, pdfPagePng, pdfText } from '../../lib/pdf/poppler'
import { signedInAs } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'
import { renderCertificatePdf, type CertificatePdfFacts } from './certificate-pdf'
import { certificatePdfKey } from './pdf-files'
import * as repository from './repository'
import { generateQueuedPdfs, pendingPdfs } from './service'

/**
 * The golden rendering of the certificate (page 1 at 50 dpi) lives beside this file. After
 * an intended change of the layout, write it again and look at it before committing:
 *   UPDATE_GOLDEN=1 npx vitest run server/modules/certificates/certificate-pdf.test.ts --project server-sqlite
 */
const GOLDEN = join(import.meta.dirname, 'certificate.golden.png')
const updateGolden = process.env.UPDATE_GOLDEN === '1'

const FACTS: CertificatePdfFacts = {
  code: '2K7Q-MXH9-PA4D',
  full_name: 'د. ريم بنت عبدالله الزهراني',
  full_name_ar: 'د. ريم بنت عبدالله الزهراني',
  full_name_en: 'Dr. Reem Alzahrani',
  gender: 'female',
  event: {
    title_ar: 'المؤتمر السنوي الثامن عشر لجراحة العظام',
    title_en: '18th Annual Orthopedic Congress',
    starts_at: '2026-03-12T06:00:00Z',
    ends_at: '2026-03-14T14:00:00Z',
  },
  credits: 12.75,
  issued_at: '2026-03-15T09:00:00Z',
  accreditation: { body: 'SCFHS', number: '2026-OR-1234', accredited_on: '2026-01-20', logo_png: null },
  verify_url: 'https://portal.example.sa/certificates/2K7Q-MXH9-PA4D',
}

/** A stand-in accreditation logo: a green square with a white bar, as a PNG. */
const logoPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="100"><rect width="120" height="100" rx="12" fill="#1f7a4d"/><rect x="20" y="42" width="80" height="16" fill="#fff"/></svg>',
    ),
  )
    .png()
    .toBuffer()

/** The QR codes found on a page rendered at `dpi`. */
async function qrOf(pdf: Buffer, dpi = 150): Promise<string | undefined> {
  const { data, width, height } = await rgbaPixels(pdfPagePng(pdf, 1, dpi))
  return jsQR(data, width, height)?.data
}

describe('the certificate PDF', () => {
  it('reads back in both languages, words and numbers in logical order', async () => {
    const pdf = await renderCertificatePdf({
      ...FACTS,
      accreditation: { ...FACTS.accreditation!, logo_png: await logoPng() },
    }) // FACTS has an accreditation.
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfPageCount(pdf)).toBe(1)
    const text = pdfText(pdf, 1).replace(/\s+/g, ' ')
    // English, each line as written.
    for (const line of [
      'Saudi Orthopedic Society',
      'Certificate of Attendance',
      'This is to certify that',
      'has attended',
      '18th Annual Orthopedic Congress',
      'held on 12 March 2026 to 14 March 2026',
      'CME credits: 12.75',
      'Accredited by SCFHS',
      'Accreditation number: 2026-OR-1234',
      'Accreditation date: 20 January 2026',
      'Issued on: 15 March 2026',
      'portal.example.sa/certificates',
      '2K7Q-MXH9-PA4D',
    ]) {
      expect(text).toContain(line)
    }
    // Arabic, shaped and in logical order, with Arabic-Indic digits. pdftotext drops the
    // space after a number inside Arabic and moves the dot of "د." (known poppler limits).
    expect(text).toContain('الجمعية السعودية لجراحة العظام')
    expect(text).toContain('شهادة حضور')
    expect(text).toContain('تشهد الجمعية السعودية لجراحة العظام بأن')
    expect(text).toContain('ريم بنت عبدالله الزهراني')
    expect(text).toContain('Dr. Reem Alzahrani')
    // She attended: the Arabic verb agrees with her.
    expect(text).toContain('قد حضرت فعاليات')
    expect(text).toContain('المؤتمر السنوي الثامن عشر لجراحة العظام')
    expect(text).toMatch(/بتاريخ من ١٢ ?مارس ٢٠٢٦ ?إلى ١٤ ?مارس ٢٠٢٦/)
    expect(text).toMatch(/الموافق من ٢٣ ?رمضان ١٤٤٧ ?هـ إلى ٢٥ ?رمضان ١٤٤٧ ?هـ/)
    expect(text).toMatch(/ساعات التعليم الطبي المستمر:? ?١٢٫٧٥/)
    expect(text).not.toContain('المعتمدة في التعليم')
    expect(text).toContain('معتمدة من SCFHS')
    expect(text).toMatch(/رقم الاعتماد:? ?2026-OR-1234/)
    // The colon after a label may come out after the number that follows it (poppler's order of phrases around a colon).
    expect(text).toMatch(/تاريخ الإصدار ?:? ?١٥ ?:? ?مارس ٢٠٢٦ ?الموافق ٢٦ ?رمضان ١٤٤٧ ?هـ/)
    expect(text).toMatch(/تاريخ الاعتماد ?:? ?٢٠ ?:? ?يناير ٢٠٢٦/)
  }, 60_000)

  it('agrees with a male attendee, reads neutrally when the gender is unset, and prints one name across the page when there is one', async () => {
    const male = pdfText(
      await renderCertificatePdf({
        ...FACTS,
        full_name: 'د. فيصل القحطاني',
        full_name_ar: 'د. فيصل القحطاني',
        full_name_en: 'Dr. Faisal Al-Qahtani',
        gender: 'male',
      }),
      1,
    ).replace(/\s+/g, ' ')
    expect(male).toContain('بأن')
    expect(male).toContain('قد حضر فعاليات')
    expect(male).not.toContain('حضرت')
    const neutral = pdfText(
      await renderCertificatePdf({
        ...FACTS,
        full_name: 'Dr. Sam Lee',
        full_name_ar: '',
        full_name_en: 'Dr. Sam Lee',
        gender: null,
      }),
      1,
    ).replace(/\s+/g, ' ')
    expect(neutral).toContain('تشهد الجمعية السعودية لجراحة العظام بحضور')
    expect(neutral).not.toMatch(/حضرت?\s+فعاليات/)
    expect(neutral).toContain('Dr. Sam Lee')
    expect(neutral).toContain('has attended')
  }, 60_000)

  it('looks like its golden rendering, and its QR code opens the verification page', async () => {
    const pdf = await renderCertificatePdf(FACTS)
    const png = pdfPagePng(pdf, 1, 50)
    if (updateGolden || !existsSync(GOLDEN)) writeFileSync(GOLDEN, png)
    const diff = await pixelDifference(png, readFileSync(GOLDEN))
    expect(diff.sameSize).toBe(true)
    // A moved line or a missing word changes several percent of the page; rendering noise well under one.
    expect(diff.share).toBeLessThan(0.005)
    expect(await qrOf(pdf)).toBe(FACTS.verify_url)
  }, 60_000)
})

let t: TestApp
let cme: string
let staff: string
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://portal.example.sa' })
  cme = (await signedInAs(t.deps, { role: 'cme' })).authorization
  staff = (await signedInAs(t.deps, { role: 'staff' })).authorization
})
afterAll(() => t.close())

const call = (
  authorization: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const auth: Record<string, string> = {
    ...headers,
    ...(authorization ? { Authorization: authorization } : {}),
  }
  return t.app.request(
    `/api${path}`,
    body === undefined ? { method, headers: auth } : jsonRequest(method, body, auth),
  )
}
const at = (day: number, hour: number) => new Date(Date.UTC(2099, 9, day, hour)).toISOString()

/** A published internal event with `attendees` registered and checked in at the door. */
async function eventWithAttendees(attendees: readonly string[]): Promise<number> {
  const created = await call(cme, 'POST', '/events', {
    type: 'conference',
    status: 'published',
    title_ar: 'ملتقى جراحة اليد',
    title_en: 'Hand surgery meeting',
    starts_at: at(1, 6),
    ends_at: at(2, 14),
    location: 'Jeddah',
    registration_mode: 'internal',
  })
  const eventId = v.parse(AdminEventSchema, await created.json()).id
  await call(cme, 'POST', `/admin/events/${eventId}/sessions`, {
    title_en: 'Flexor tendons',
    starts_at: at(1, 8),
    ends_at: at(1, 11),
    room: 'A',
  })
  for (const fullName of attendees) {
    const who = await signedInAs(t.deps, { fullName })
    const ticket = v.parse(
      RegistrationSchema,
      await (await call(who.authorization, 'POST', `/events/${eventId}/registrations`)).json(),
    )
    expect(
      (await call(staff, 'POST', `/events/${eventId}/check-ins`, { ticket_code: ticket.ticket_code })).status,
    ).toBe(200)
  }
  return eventId
}

describe('GET /api/certificates/{code}/pdf', () => {
  it('makes the PDF on the first download and stores it; revalidates by ETag; a revoked certificate answers 410 and its file goes', async () => {
    const eventId = await eventWithAttendees(['د. هند الشهري'])
    await t.deps.storage.put('uploads/accreditation/scfhs.png', await logoPng())
    await call(cme, 'PUT', `/admin/events/${eventId}/accreditation`, {
      body: 'SCFHS',
      number: '2099-777',
      accredited_on: '2099-09-01',
      logo_url: '/uploads/accreditation/scfhs.png',
    })
    const issued = v.parse(
      IssueResultSchema,
      await (await call(cme, 'POST', `/admin/events/${eventId}/certificates`, {})).json(),
    )
    const code = issued.issued[0]?.code ?? ''
    // Small batches wait for their first download.
    expect(await pendingPdfs(t.deps)).toBe(0)
    expect(await t.deps.storage.size(certificatePdfKey(code))).toBeUndefined()

    // Anyone holding the code downloads; the typed code is forgiven like the verification's.
    const first = await call(null, 'GET', `/certificates/${code.toLowerCase().replace(/-/g, ' ')}/pdf`)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('application/pdf')
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${code}.pdf"`)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    const pdf = Buffer.from(await first.arrayBuffer())
    expect(await t.deps.storage.size(certificatePdfKey(code))).toBe(pdf.length)
    const text = pdfText(pdf, 1).replace(/\s+/g, ' ')
    expect(text).toContain('هند الشهري')
    expect(text).toContain('Hand surgery meeting')
    expect(text).toContain('ملتقى جراحة اليد')
    // The door alone earns the programme: one 3-hour session, 3 credits.
    expect(text).toContain('CME credits: 3')
    expect(text).toMatch(/التعليم الطبي المستمر:? ?٣/)
    expect(text).toContain('Accreditation number: 2099-777')
    expect(text).toContain(code)
    expect(await qrOf(pdf)).toBe(`https://portal.example.sa/certificates/${code}`)

    const again = await call(null, 'GET', `/certificates/${code}/pdf`, undefined, { 'If-None-Match': etag })
    expect(again.status).toBe(304)

    expect((await call(cme, 'POST', `/admin/certificates/${code}/revoke`)).status).toBe(200)
    expect(await t.deps.storage.size(certificatePdfKey(code))).toBeUndefined()
    const gone = await call(null, 'GET', `/certificates/${code}/pdf`)
    expect(gone.status).toBe(410)
    expect(await gone.json()).toMatchObject({ code: 'certificateRevoked' })
  }, 60_000)

  it('snapshots both names and the gender at issue; a certificate issued before them is made again once from the profile, its code unchanged', async () => {
    const eventId = await eventWithAttendees(['سارة العتيبي'])
    const sara = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('full_name', '=', 'سارة العتيبي')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    await t.deps.db
      .updateTable('users')
      .set({ full_name_ar: 'سارة العتيبي', full_name_en: 'Sara Al-Otaibi', gender: 'female' })
      .where('id', '=', sara.id)
      .execute()
    const issued = v.parse(
      IssueResultSchema,
      await (await call(cme, 'POST', `/admin/events/${eventId}/certificates`, {})).json(),
    )
    const code = issued.issued[0]?.code ?? ''
    expect(issued.issued[0]).toMatchObject({
      full_name: 'سارة العتيبي',
      full_name_ar: 'سارة العتيبي',
      full_name_en: 'Sara Al-Otaibi',
    })
    expect(
      await t.deps.db
        .selectFrom('cme_certificates')
        .select(['full_name_ar', 'full_name_en', 'gender'])
        .where('code', '=', code)
        .executeTakeFirst(),
    ).toEqual({ full_name_ar: 'سارة العتيبي', full_name_en: 'Sara Al-Otaibi', gender: 'female' })
    const text = pdfText(
      Buffer.from(await (await call(null, 'GET', `/certificates/${code}/pdf`)).arrayBuffer()),
      1,
    ).replace(/\s+/g, ' ')
    expect(text).toContain('سارة العتيبي')
    expect(text).toContain('Sara Al-Otaibi')
    expect(text).toContain('قد حضرت فعاليات')

    // As a certificate issued before the pair: only the English name, its PDF already stored.
    await t.deps.db
      .updateTable('cme_certificates')
      .set({ full_name: 'Sara Al-Otaibi', full_name_ar: null, full_name_en: null, gender: null })
      .where('code', '=', code)
      .execute()
    await t.deps.storage.put(
      certificatePdfKey(code),
      await renderCertificatePdf({
        ...FACTS,
        code,
        full_name: 'Sara Al-Otaibi',
        full_name_ar: '',
        full_name_en: 'Sara Al-Otaibi',
        gender: null,
      }),
    )
    const remade = pdfText(
      Buffer.from(await (await call(null, 'GET', `/certificates/${code}/pdf`)).arrayBuffer()),
      1,
    ).replace(/\s+/g, ' ')
    expect(remade).toContain('سارة العتيبي')
    expect(remade).toContain('قد حضرت فعاليات')
    expect(remade).toContain(code)
    // Once: the names are kept now, and a later change of the profile does not touch the certificate.
    await t.deps.db
      .updateTable('users')
      .set({ full_name_ar: 'سارة محمد العتيبي' })
      .where('id', '=', sara.id)
      .execute()
    const later = pdfText(
      Buffer.from(await (await call(null, 'GET', `/certificates/${code}/pdf`)).arrayBuffer()),
      1,
    ).replace(/\s+/g, ' ')
    expect(later).not.toContain('سارة محمد العتيبي')
    expect(
      await t.deps.db
        .selectFrom('cme_certificates')
        .select(['full_name', 'full_name_ar', 'gender'])
        .where('code', '=', code)
        .executeTakeFirst(),
    ).toEqual({ full_name: 'Sara Al-Otaibi', full_name_ar: 'سارة العتيبي', gender: 'female' })
  }, 60_000)

  it('answers 404 certificateNotFound for an unknown code and 422 for text that cannot be a code', async () => {
    const unknown = await call(null, 'GET', '/certificates/0000-0000-0000/pdf')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'certificateNotFound' })
    expect((await call(null, 'GET', '/certificates/not-a-code/pdf')).status).toBe(422)
  })
})

describe('background generation of large batches', () => {
  it('queues the PDFs of a batch above 50; workers claim disjoint jobs and store them; downloads are served from storage; revoking drops the job', async () => {
    const names = Array.from({ length: 51 }, (_, i) => `Attendee ${i + 1}`)
    const eventId = await eventWithAttendees(names)
    const issued = v.parse(
      IssueResultSchema,
      await (await call(cme, 'POST', `/admin/events/${eventId}/certificates`, {})).json(),
    )
    expect(issued.issued).toHaveLength(51)
    expect(await pendingPdfs(t.deps)).toBe(51)

    // A revoked certificate leaves the queue at once.
    const revoked = issued.issued[50]?.code ?? ''
    expect((await call(cme, 'POST', `/admin/certificates/${revoked}/revoke`)).status).toBe(200)
    expect(await pendingPdfs(t.deps)).toBe(50)

    // Two workers at once (two instances): each claims its own ten, none twice.
    const [a, b] = await Promise.all([
      generateQueuedPdfs(t.deps, { max: 1 }),
      generateQueuedPdfs(t.deps, { max: 1 }),
    ])
    expect(a + b).toBe(20)
    expect(await pendingPdfs(t.deps)).toBe(30)
    const codes = v
      .parse(
        CertificateListSchema,
        await (await call(cme, 'GET', `/admin/events/${eventId}/certificates`)).json(),
      )
      .items.map((c) => c.code)
    const stored = (
      await Promise.all(
        codes.map(async (code) => ((await t.deps.storage.size(certificatePdfKey(code))) ? code : null)),
      )
    ).filter((code) => code !== null)
    expect(stored).toHaveLength(20)

    // A stored PDF is what a download sends (marked here to tell it from a fresh one).
    const first = stored[0] ?? ''
    const marked = Buffer.concat([
      readStoredStart(await t.deps.storage.get(certificatePdfKey(first))),
      Buffer.from('\n%stored\n'),
    ])
    await t.deps.storage.put(certificatePdfKey(first), marked)
    const download = await call(null, 'GET', `/certificates/${first}/pdf`)
    expect(Buffer.from(await download.arrayBuffer()).equals(marked)).toBe(true)
  }, 180_000)

  it('claims atomically: a claim under a live lease is not taken again; an expired lease is; a job that keeps failing is given up', async () => {
    const db = t.deps.db
    // The queue left by the batch above is not this test's.
    await db.deleteFrom('certificate_pdf_jobs').execute()
    const codes = Array.from({ length: 6 }, (_, i) => `ZZZZ-ZZZZ-ZZ${String(i).padStart(2, '0')}`)
    await repository.queuePdfJobs(db, codes, '2000-01-01T00:00:00.000Z')
    const claim = (token: string, now: string, limit = 4) =>
      repository.claimPdfJobs(db, t.deps.dialect, {
        token,
        now,
        until: new Date(Date.parse(now) + 60_000).toISOString(),
        limit,
        maxAttempts: 2,
      })
    const now = '2000-01-01T00:00:00.000Z'
    const [one, two] = await Promise.all([claim('one', now), claim('two', now)])
    expect(one.length + two.length).toBe(6)
    expect(new Set([...one, ...two]).size).toBe(6)
    expect(await claim('three', now)).toEqual([])
    // Two minutes later the leases have run out: a second claim takes them (their last try).
    const later = '2000-01-01T00:02:00.000Z'
    expect(await claim('four', later, 10)).toHaveLength(6)
    expect(await claim('five', '2000-01-01T00:04:00.000Z', 10)).toEqual([])
    await repository.dropPdfJobs(db, codes)
  })
})

/** The stored bytes as a Buffer (they are there: the worker just wrote them). */
function readStoredStart(bytes: Uint8Array | undefined): Buffer {
  if (!bytes) throw new Error('stored PDF missing')
  return Buffer.from(bytes)
}

import { AccountDataSchema } from '@contract/auth'
import { CERTIFICATE_CODE_PATTERN } from '@contract/certificates'
import {
  CPD_TRANSCRIPT_CODE_PATTERN,
  CpdDeletedSchema,
  CpdExternalActivitySchema,
  CpdFileSchema,
  CpdLicenceSchema,
  CpdRecordSchema,
  CpdSummarySchema,
  CpdTranscriptSchema,
  CpdTranscriptVerificationSchema,
  type CpdActivityWrite,
} from '@contract/cpd'
import { ErrorBodySchema } from '@contract/errors'
import { AdminEventSchema } from '@contract/events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfText } from '../../lib/pdf/poppler'
import { signedInAs } from '../../test-support/auth'
import { purgeDeletedAccounts } from '../auth/account-data-service'
import { reminderText } from './reminders'
import { sendDueCpdReminders } from './service'
import { bodyOf, FieldErrorsSchema } from '../../test-support/json'
import { createTestApp, requestAs, type TestApp } from '../../test-support/test-app'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  t.setNow(new Date('2026-12-02T09:00:00.000Z'))
  admin = (await signedInAs(t.deps, { role: 'admin' })).authorization
})
afterAll(() => t.close())

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

const record = async (authorization: string, cycle?: 'previous') =>
  bodyOf(
    await requestAs(t, authorization, 'GET', `/members/me/cpd${cycle ? `?cycle=${cycle}` : ''}`),
    CpdRecordSchema,
  )

function upload(authorization: string, bytes: Uint8Array, name = 'certificate.pdf') {
  const form = new FormData()
  form.append('file', new File([bytes], name))
  return t.app.request('/api/members/me/cpd/files', {
    method: 'POST',
    headers: { Authorization: authorization },
    body: form,
  })
}

const course = (more: Partial<CpdActivityWrite> = {}): CpdActivityWrite => ({
  title: 'دورة إصابات الركبة',
  provider: 'Saudi Knee Society',
  accreditation_number: 'SCFHS-EXT-9',
  activity_type: 'course',
  date: '2026-05-04',
  hours: 4.25,
  ...more,
})

/** An event with an accreditation, and a certificate of `credits` for `userId` (a second, revoked one beside it). */
async function certificateFor(
  userId: number,
  options: { startsAt: string; credits: number; number: string },
): Promise<string> {
  const created = await requestAs(t, admin, 'POST', '/events', {
    type: 'conference',
    status: 'published',
    title_ar: 'المؤتمر السنوي',
    title_en: 'Annual congress',
    starts_at: options.startsAt,
    ends_at: new Date(Date.parse(options.startsAt) + 8 * 3600_000).toISOString(),
    location: 'Riyadh',
    registration_mode: 'internal',
  })
  const eventId = (await bodyOf(created, AdminEventSchema)).id
  expect(
    (
      await requestAs(t, admin, 'PUT', `/admin/events/${eventId}/accreditation`, {
        body: 'SCFHS',
        number: options.number,
      })
    ).status,
  ).toBe(200)
  const stamp = t.deps.now().toISOString()
  const registration = await t.deps.db
    .insertInto('event_registrations')
    .values({
      event_id: eventId,
      user_id: userId,
      status: 'registered',
      ticket_code: `T-${eventId}-${userId}`,
      created_at: stamp,
      updated_at: stamp,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const code = `CPD${eventId}-AAAA-${String(userId).padStart(4, '0')}`
  const certificate = {
    event_id: eventId,
    registration_id: registration.id,
    user_id: userId,
    full_name: 'Test',
    credit_quarters: options.credits * 4,
    issued_at: stamp,
    issued_by: null,
  }
  await t.deps.db
    .insertInto('cme_certificates')
    .values([
      { ...certificate, code: `${code}R`, revoked_at: stamp, revoked_by: null },
      { ...certificate, code, revoked_at: null, revoked_by: null },
    ])
    .execute()
  return code
}

describe('the CPD record', () => {
  it("counts the portal's live certificates by the event's Saudi start date, once, and derives the hours of a 5-year cycle", async () => {
    const member = await signedInAs(t.deps)
    // 00:30 on 11 March in Riyadh.
    const code = await certificateFor(member.id, {
      startsAt: '2026-03-10T21:30:00.000Z',
      credits: 6.5,
      number: 'SCFHS-2026-77',
    })

    const before = await record(member.authorization)
    expect(before.licence).toBeNull()
    expect(before.cycle).toBeNull()
    expect(before.activities).toEqual([
      expect.objectContaining({
        source: 'portal',
        certificate_code: code,
        date: '2026-03-11',
        hours: 6.5,
        accreditation_number: 'SCFHS-2026-77',
        activity_type: 'conference',
        counted: true,
      }),
    ])

    const licence = await requestAs(t, member.authorization, 'PUT', '/members/me/cpd/licence', {
      classification: 'consultant',
      registration_number: ' 12-R-3456 ',
      cycle_years: 5,
      cycle_end: '2028-12-31',
    })
    expect(await bodyOf(licence, CpdLicenceSchema)).toMatchObject({
      cycle_start: '2024-01-01',
      cycle_end: '2028-12-31',
      requirement: 'scfhs',
      required_hours: 150,
      registration_number: '12-R-3456',
    })
    const current = await record(member.authorization)
    expect(current.cycle).toEqual({
      which: 'current',
      start: '2024-01-01',
      end: '2028-12-31',
      required_hours: 150,
      earned_hours: 6.5,
      remaining_hours: 143.5,
    })
    expect(current.requirement_source.url).toMatch(/^https:\/\//)

    // The same activity entered by hand is kept, flagged and left out until the member says it differs.
    const copy = await bodyOf(
      await requestAs(
        t,
        member.authorization,
        'POST',
        '/members/me/cpd/activities',
        course({ accreditation_number: 'scfhs 2026 77', date: '2026-03-11', hours: 6.5 }),
      ),
      CpdExternalActivitySchema,
    )
    expect(copy).toMatchObject({ duplicate: true, counted: false, distinct: false })
    expect((await record(member.authorization)).cycle?.earned_hours).toBe(6.5)
    const differs = await bodyOf(
      await requestAs(
        t,
        member.authorization,
        'PUT',
        `/members/me/cpd/activities/${copy.id}`,
        course({ accreditation_number: 'scfhs 2026 77', date: '2026-03-11', hours: 6.5, distinct: true }),
      ),
      CpdExternalActivitySchema,
    )
    expect(differs).toMatchObject({ duplicate: false, counted: true, distinct: true })
    expect((await record(member.authorization)).cycle).toMatchObject({
      earned_hours: 13,
      remaining_hours: 137,
    })
  })

  it('puts each day in exactly one cycle: the first day in the current, the day before in the previous', async () => {
    const member = await signedInAs(t.deps)
    await requestAs(t, member.authorization, 'PUT', '/members/me/cpd/licence', {
      classification: 'specialist',
      cycle_years: 3,
      cycle_start: '2024-07-01',
      cycle_end: '2027-06-30',
    })
    for (const [date, hours] of [
      ['2024-07-01', 2],
      ['2024-06-30', 3],
      ['2021-07-01', 1.5],
      ['2021-06-30', 10],
    ] as const) {
      expect(
        (
          await requestAs(
            t,
            member.authorization,
            'POST',
            '/members/me/cpd/activities',
            course({ accreditation_number: '', date, hours }),
          )
        ).status,
      ).toBe(201)
    }
    const current = await record(member.authorization)
    expect(current.cycle).toMatchObject({
      start: '2024-07-01',
      end: '2027-06-30',
      required_hours: 90,
      earned_hours: 2,
      remaining_hours: 88,
    })
    expect(current.activities.map((a) => a.date)).toEqual(['2024-07-01'])
    const previous = await record(member.authorization, 'previous')
    expect(previous.cycle).toMatchObject({
      which: 'previous',
      start: '2021-07-01',
      end: '2024-06-30',
      earned_hours: 4.5,
    })
    expect(previous.activities.map((a) => a.date)).toEqual(['2024-06-30', '2021-07-01'])

    // A renewal moves the cycle: the same activities fall where the new dates put them, none in both.
    await requestAs(t, member.authorization, 'PUT', '/members/me/cpd/licence', {
      classification: 'specialist',
      cycle_years: 3,
      cycle_end: '2027-06-29',
    })
    const moved = await record(member.authorization)
    expect(moved.cycle).toMatchObject({ start: '2024-06-30', end: '2027-06-29', earned_hours: 5 })
    expect((await record(member.authorization, 'previous')).cycle).toMatchObject({
      start: '2021-06-30',
      end: '2024-06-29',
      earned_hours: 11.5,
    })
  })

  it("exempts residents and takes the member's own requirement for other classifications", async () => {
    const member = await signedInAs(t.deps)
    const resident = await bodyOf(
      await requestAs(t, member.authorization, 'PUT', '/members/me/cpd/licence', {
        classification: 'resident',
        cycle_years: 1,
        cycle_end: '2027-06-30',
      }),
      CpdLicenceSchema,
    )
    expect(resident).toMatchObject({ requirement: 'exempt', required_hours: 0 })
    expect((await record(member.authorization)).cycle).toMatchObject({
      required_hours: 0,
      remaining_hours: 0,
    })
    const other = await bodyOf(
      await requestAs(t, member.authorization, 'PUT', '/members/me/cpd/licence', {
        classification: 'other',
        cycle_years: 3,
        cycle_end: '2027-06-30',
        required_hours: '٤٠٫٥',
      }),
      CpdLicenceSchema,
    )
    expect(other).toMatchObject({ requirement: 'member', required_hours: 40.5 })
    const unknown = await bodyOf(
      await requestAs(t, member.authorization, 'PUT', '/members/me/cpd/licence', {
        classification: 'other',
        cycle_years: 3,
        cycle_end: '2027-06-30',
      }),
      CpdLicenceSchema,
    )
    expect(unknown.required_hours).toBeNull()
    expect((await record(member.authorization)).cycle).toMatchObject({
      required_hours: null,
      remaining_hours: null,
    })
  })

  it('keeps the certificate file private: uploaded first, named by the activity, read back by its owner only, deleted with it', async () => {
    const member = await signedInAs(t.deps)
    const other = await signedInAs(t.deps)
    const uploaded = await upload(member.authorization, PDF, 'شهادة الدورة.pdf')
    expect(uploaded.status).toBe(201)
    const file = await bodyOf(uploaded, CpdFileSchema)
    expect(file).toMatchObject({ name: 'شهادة الدورة.pdf', type: 'pdf', size: PDF.byteLength })

    // Another member cannot name it.
    const stolen = await requestAs(
      t,
      other.authorization,
      'POST',
      '/members/me/cpd/activities',
      course({ file_id: file.id }),
    )
    expect(stolen.status).toBe(422)
    expect((await bodyOf(stolen, FieldErrorsSchema)).code).toBe('cpdFileNotFound')

    const activity = await bodyOf(
      await requestAs(
        t,
        member.authorization,
        'POST',
        '/members/me/cpd/activities',
        course({ file_id: file.id }),
      ),
      CpdExternalActivitySchema,
    )
    expect(activity.file).toEqual(file)
    const rows = await t.deps.db
      .selectFrom('cpd_files')
      .select('storage_key')
      .where('id', '=', file.id)
      .execute()
    expect(rows[0]?.storage_key).toMatch(/^private\/cpd\//)
    expect((await t.app.request(`/${rows[0]?.storage_key ?? ''}`)).status).not.toBe(200)

    const download = await requestAs(
      t,
      member.authorization,
      'GET',
      `/members/me/cpd/activities/${activity.id}/file`,
    )
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    expect(download.headers.get('content-disposition')).toContain("filename*=UTF-8''")
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF)

    // A second activity cannot take a file already named.
    expect(
      (
        await requestAs(
          t,
          member.authorization,
          'POST',
          '/members/me/cpd/activities',
          course({ file_id: file.id }),
        )
      ).status,
    ).toBe(422)

    // Privacy: another member and an admin see nothing of it.
    for (const stranger of [other.authorization, admin]) {
      for (const [method, path, body] of [
        ['GET', `/members/me/cpd/activities/${activity.id}/file`, undefined],
        ['PUT', `/members/me/cpd/activities/${activity.id}`, course()],
        ['DELETE', `/members/me/cpd/activities/${activity.id}`, undefined],
      ] as const) {
        const refused = await requestAs(t, stranger, method, path, body)
        expect(refused.status).toBe(404)
        expect((await bodyOf(refused, ErrorBodySchema)).code).toBe('cpdActivityNotFound')
      }
      expect(
        (await record(stranger)).activities.some((a) => a.source === 'external' && a.id === activity.id),
      ).toBe(false)
    }

    const deleted = await requestAs(
      t,
      member.authorization,
      'DELETE',
      `/members/me/cpd/activities/${activity.id}`,
    )
    expect(await bodyOf(deleted, CpdDeletedSchema)).toEqual({ id: activity.id, deleted: true })
    expect(
      (await requestAs(t, member.authorization, 'GET', `/members/me/cpd/activities/${activity.id}/file`))
        .status,
    ).toBe(404)
    expect(await t.deps.db.selectFrom('cpd_files').select('id').where('id', '=', file.id).execute()).toEqual(
      [],
    )
    expect(await t.deps.storage.size(rows[0]?.storage_key ?? 'x/y')).toBeUndefined()
  })

  it('replaces a file on edit and drops the one no longer named', async () => {
    const member = await signedInAs(t.deps)
    const first = await bodyOf(await upload(member.authorization, PDF), CpdFileSchema)
    const second = await bodyOf(await upload(member.authorization, PNG, 'scan.png'), CpdFileSchema)
    expect(second.type).toBe('png')
    const activity = await bodyOf(
      await requestAs(
        t,
        member.authorization,
        'POST',
        '/members/me/cpd/activities',
        course({ file_id: first.id }),
      ),
      CpdExternalActivitySchema,
    )
    const edited = await bodyOf(
      await requestAs(
        t,
        member.authorization,
        'PUT',
        `/members/me/cpd/activities/${activity.id}`,
        course({ file_id: second.id, title: 'Knee course' }),
      ),
      CpdExternalActivitySchema,
    )
    expect(edited).toMatchObject({ title: 'Knee course', file: second })
    expect(await t.deps.db.selectFrom('cpd_files').select('id').where('id', '=', first.id).execute()).toEqual(
      [],
    )
  })
})

describe('bad input to the CPD record', () => {
  let member: string
  beforeAll(async () => {
    member = (await signedInAs(t.deps)).authorization
  })

  it.each([
    [{ hours: 0.1 }, 'cpdHoursInvalid', 'hours'],
    [{ hours: 0 }, 'cpdHoursInvalid', 'hours'],
    [{ hours: 100.25 }, 'cpdHoursInvalid', 'hours'],
    [{ hours: 1.3 }, 'cpdHoursInvalid', 'hours'],
    [{ date: '2026-12-03' }, 'cpdDateOutOfRange', 'date'],
    [{ date: '1989-12-31' }, 'cpdDateOutOfRange', 'date'],
    [{ date: '2026-02-30' }, 'validationFailed', 'date'],
    [{ activity_type: 'holiday' }, 'validationFailed', 'activity_type'],
    [{ title: '  ' }, 'validationFailed', 'title'],
    [{ file_id: 'not-a-file' }, 'cpdFileNotFound', 'file_id'],
  ])('refuses an activity with %j', async (change, code, field) => {
    const refused = await requestAs(t, member, 'POST', '/members/me/cpd/activities', {
      ...course(),
      ...change,
    })
    expect(refused.status).toBe(422)
    const body = await bodyOf(refused, FieldErrorsSchema)
    expect(body.code).toBe(code)
    expect(body.detail.map((issue) => issue.loc)).toContainEqual(['body', field])
  })

  it('accepts the edges: a quarter hour, 100 hours, today, 1 January 1990, hours typed in Arabic digits', async () => {
    for (const change of [
      { hours: 0.25 },
      { hours: 100 },
      { date: '2026-12-02' },
      { date: '1990-01-01' },
      { hours: '٢٫٥' },
    ]) {
      expect(
        (await requestAs(t, member, 'POST', '/members/me/cpd/activities', { ...course(), ...change })).status,
      ).toBe(201)
    }
  })

  it.each([
    [{ cycle_start: '2027-06-30', cycle_end: '2027-06-30' }, 'cpdCycleEndBeforeStart', 'cycle_end'],
    [{ cycle_start: '2028-01-01', cycle_end: '2027-06-30' }, 'cpdCycleEndBeforeStart', 'cycle_end'],
    [{ cycle_start: '1985-01-01', cycle_end: '1989-12-31' }, 'cpdDateOutOfRange', 'cycle_start'],
    [{ cycle_years: 2 }, 'validationFailed', 'cycle_years'],
    [{ classification: 'other', required_hours: -1 }, 'cpdHoursInvalid', 'required_hours'],
    [{ classification: 'other', required_hours: 10.1 }, 'cpdHoursInvalid', 'required_hours'],
  ])('refuses a licence with %j', async (change, code, field) => {
    const refused = await requestAs(t, member, 'PUT', '/members/me/cpd/licence', {
      classification: 'consultant',
      cycle_years: 5,
      cycle_end: '2027-06-30',
      ...change,
    })
    expect(refused.status).toBe(422)
    const body = await bodyOf(refused, FieldErrorsSchema)
    expect(body.code).toBe(code)
    expect(body.detail.map((issue) => issue.loc)).toContainEqual(['body', field])
  })

  it('refuses a file of another type, one over 10 MB and a body that is not multipart', async () => {
    const gif = await upload(member, new TextEncoder().encode('GIF89a....'), 'a.gif')
    expect(gif.status).toBe(415)
    expect((await bodyOf(gif, ErrorBodySchema)).code).toBe('cpdFileTypeNotAllowed')
    const exe = await upload(member, new TextEncoder().encode('MZ\x90\x00'), 'certificate.pdf')
    expect((await bodyOf(exe, ErrorBodySchema)).code).toBe('cpdFileTypeNotAllowed')
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(PDF)
    const huge = await upload(member, big)
    expect(huge.status).toBe(413)
    expect((await bodyOf(huge, ErrorBodySchema)).code).toBe('cpdFileTooLarge')
    const json = await requestAs(t, member, 'POST', '/members/me/cpd/files', { file: 'x' })
    expect(json.status).toBe(415)
    expect((await bodyOf(json, ErrorBodySchema)).code).toBe('multipartRequired')
  })

  it('refuses a visitor, and an id of no activity', async () => {
    expect((await requestAs(t, null, 'GET', '/members/me/cpd')).status).toBe(401)
    const missing = await requestAs(t, member, 'DELETE', '/members/me/cpd/activities/999999')
    expect(missing.status).toBe(404)
    expect((await bodyOf(missing, ErrorBodySchema)).code).toBe('cpdActivityNotFound')
    expect((await requestAs(t, member, 'GET', '/members/me/cpd?cycle=next')).status).toBe(422)
  })
})

describe('the CPD transcript', () => {
  const issue = (authorization: string, cycle: 'current' | 'previous' = 'current') =>
    requestAs(t, authorization, 'POST', '/members/me/cpd/transcripts', { cycle })

  it('prints the cycle, answers the same transcript until the record changes, and verifies publicly without the activities', async () => {
    const member = await signedInAs(t.deps)
    await t.deps.db
      .updateTable('users')
      .set({ full_name: 'ريم الزهراني', full_name_ar: 'ريم الزهراني', full_name_en: 'Reem Alzahrani' })
      .where('id', '=', member.id)
      .execute()
    const noLicence = await issue(member.authorization)
    expect(noLicence.status).toBe(409)
    expect((await bodyOf(noLicence, ErrorBodySchema)).code).toBe('cpdNoLicence')

    await certificateFor(member.id, {
      startsAt: '2026-03-10T06:00:00.000Z',
      credits: 6.5,
      number: 'SCFHS-2026-88',
    })
    await requestAs(t, member.authorization, 'PUT', '/members/me/cpd/licence', {
      classification: 'consultant',
      registration_number: '12-R-3456',
      cycle_years: 5,
      cycle_end: '2028-12-31',
    })
    await requestAs(t, member.authorization, 'POST', '/members/me/cpd/activities', course())

    const first = await issue(member.authorization)
    expect(first.status).toBe(201)
    const transcript = await bodyOf(first, CpdTranscriptSchema)
    expect(transcript).toMatchObject({
      cycle_start: '2024-01-01',
      cycle_end: '2028-12-31',
      required_hours: 150,
      earned_hours: 10.75,
      activity_count: 2,
      pdf_url: `/api/members/me/cpd/transcripts/${transcript.code}/pdf`,
    })
    expect(transcript.code).toMatch(CPD_TRANSCRIPT_CODE_PATTERN)
    expect(transcript.code).not.toMatch(CERTIFICATE_CODE_PATTERN)
    expect(transcript.verify_url).toMatch(new RegExp(`/cpd/verify/${transcript.code}$`))
    expect((await record(member.authorization)).last_transcript?.code).toBe(transcript.code)

    // The PDF is the member's: read back, it names both names, the licence and every activity with its hours.
    const pdf = await t.app.request(transcript.pdf_url, { headers: { Authorization: member.authorization } })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toBe('private, no-store')
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\s+/g, ' ')
    for (const line of [
      'Name: Reem Alzahrani',
      'ريم الزهراني',
      'SCFHS registration number: 12-R-3456',
      'Hours counted: 10.75',
      'Hours required: 150',
      'Annual congress',
      'دورة إصابات الركبة',
      'SCFHS-2026-88',
      'SCFHS-EXT-9',
      '6.5',
      '4.25',
      transcript.code,
    ])
      expect(text).toContain(line)

    // Nothing changed: the same transcript. A change: a new code, and the old one marked superseded.
    const again = await issue(member.authorization)
    expect(again.status).toBe(200)
    expect((await bodyOf(again, CpdTranscriptSchema)).code).toBe(transcript.code)
    await requestAs(
      t,
      member.authorization,
      'POST',
      '/members/me/cpd/activities',
      course({ title: 'Spine course', accreditation_number: 'X-2', hours: 2 }),
    )
    t.setNow(new Date('2026-12-02T09:01:00.000Z'))
    const newer = await bodyOf(await issue(member.authorization), CpdTranscriptSchema)
    t.setNow(new Date('2026-12-02T09:00:00.000Z'))
    expect(newer.code).not.toBe(transcript.code)
    expect(newer.earned_hours).toBe(12.75)

    const verified = await requestAs(
      t,
      null,
      'GET',
      `/cpd/transcripts/${transcript.code.toLowerCase().replace(/-/g, ' ')}`,
    )
    expect(verified.status).toBe(200)
    expect(verified.headers.get('x-robots-tag')).toBe('noindex')
    const facts = await bodyOf(verified, CpdTranscriptVerificationSchema)
    expect(facts).toEqual({
      code: transcript.code,
      cycle_start: '2024-01-01',
      cycle_end: '2028-12-31',
      required_hours: 150,
      earned_hours: 10.75,
      activity_count: 2,
      issued_at: transcript.issued_at,
      full_name: 'ريم الزهراني',
      full_name_ar: 'ريم الزهراني',
      full_name_en: 'Reem Alzahrani',
      registration_number: '12-R-3456',
      superseded: true,
    })
    expect(
      JSON.stringify(await (await requestAs(t, null, 'GET', `/cpd/transcripts/${newer.code}`)).json()),
    ).not.toContain('Spine course')
  })

  it('keeps the PDF to its member: another member and an admin get 404; unknown and certificate codes are refused', async () => {
    const owner = await signedInAs(t.deps)
    await requestAs(t, owner.authorization, 'PUT', '/members/me/cpd/licence', {
      classification: 'resident',
      cycle_years: 1,
      cycle_end: '2027-06-30',
    })
    const transcript = await bodyOf(await issue(owner.authorization), CpdTranscriptSchema)
    expect(transcript).toMatchObject({ required_hours: 0, earned_hours: 0, activity_count: 0 })
    const other = await signedInAs(t.deps)
    for (const authorization of [other.authorization, admin]) {
      const refused = await t.app.request(transcript.pdf_url, { headers: { Authorization: authorization } })
      expect(refused.status).toBe(404)
      expect((await bodyOf(refused, ErrorBodySchema)).code).toBe('cpdTranscriptNotFound')
    }
    expect((await t.app.request(transcript.pdf_url)).status).toBe(401)
    const unknown = await requestAs(t, null, 'GET', '/cpd/transcripts/CPD-0000-0000-0000')
    expect(unknown.status).toBe(404)
    expect((await bodyOf(unknown, ErrorBodySchema)).code).toBe('cpdTranscriptNotFound')
    const certificateCode = await requestAs(t, null, 'GET', '/cpd/transcripts/2K7Q-MXH9-PA4D')
    expect(certificateCode.status).toBe(422)
    expect((await bodyOf(certificateCode, ErrorBodySchema)).code).toBe('validationFailed')
    const wrongCycle = await requestAs(t, owner.authorization, 'POST', '/members/me/cpd/transcripts', {
      cycle: 'next',
    })
    expect((await bodyOf(wrongCycle, ErrorBodySchema)).code).toBe('validationFailed')
  })
})

describe('CPD reminders', () => {
  it('tells a member short of hours once at the nearest mark, in-app and by e-mail in their language; not one on track, exempt or far from the end', async () => {
    // 2 December 2026 in Riyadh: 90 days before 2 March 2027, 30 before 1 January 2027.
    const licence = (authorization: string, change: Record<string, unknown>) =>
      requestAs(t, authorization, 'PUT', '/members/me/cpd/licence', {
        classification: 'consultant',
        cycle_years: 1,
        ...change,
      })
    const short = await signedInAs(t.deps)
    await t.deps.db.updateTable('users').set({ gender: 'female' }).where('id', '=', short.id).execute()
    await licence(short.authorization, { cycle_end: '2027-03-02' })
    await requestAs(t, short.authorization, 'POST', '/members/me/cpd/activities', course({ hours: 10 }))
    const english = await signedInAs(t.deps)
    await t.deps.db.updateTable('users').set({ language: 'en' }).where('id', '=', english.id).execute()
    await licence(english.authorization, { cycle_end: '2027-01-01' })
    const done = await signedInAs(t.deps)
    await licence(done.authorization, { cycle_end: '2027-03-02' })
    await requestAs(t, done.authorization, 'POST', '/members/me/cpd/activities', course({ hours: 30 }))
    const resident = await signedInAs(t.deps)
    await licence(resident.authorization, { classification: 'resident', cycle_end: '2027-03-02' })
    const far = await signedInAs(t.deps)
    await licence(far.authorization, { cycle_end: '2027-12-01' })

    expect(await sendDueCpdReminders(t.deps)).toBe(2)
    expect(await sendDueCpdReminders(t.deps)).toBe(0)

    const notes = await t.deps.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', 'in', [short.id, english.id, done.id, resident.id, far.id])
      .orderBy('user_id')
      .execute()
    expect(notes.map((n) => [n.user_id, n.kind, n.link])).toEqual([
      [short.id, 'cpd', '/cpd'],
      [english.id, 'cpd', '/cpd'],
    ])
    expect(notes[0]?.title_ar).toBe('الأيام المتبقية على نهاية دورة ترخيصك: ٩٠')
    // She is addressed in the feminine, in the centre and in the e-mail.
    expect(notes[0]?.body_ar).toContain('التي ما زلت تحتاجينها: ٢٠')
    expect(notes[0]?.body_ar).toContain('أضيفي أنشطتك الخارجية')
    expect(notes[1]?.title_en).toBe('30 days left in your licence cycle')

    const mails = await t.deps.db
      .selectFrom('mail_queue')
      .select(['recipient', 'subject', 'language', 'category', 'body_text'])
      .where('category', '=', 'cpd-reminder')
      .orderBy('id')
      .execute()
    expect(mails).toEqual([
      expect.objectContaining({ recipient: short.email, language: 'ar', subject: notes[0]?.title_ar }),
      expect.objectContaining({
        recipient: english.email,
        language: 'en',
        subject: '30 days left in your licence cycle',
      }),
    ])
    expect(mails[0]?.body_text).toContain('افتحي سجل التطوير المهني')
    expect(mails[1]?.body_text).toContain('you still need 30 CPD hours (you have 0 of 30)')
    expect(mails[1]?.body_text).toContain('/cpd')

    // Sixty days on, the 30-day mark of the first member is due, once (members of the file's
    // other tests may be due too, so only this test's members are counted).
    t.setNow(new Date('2027-01-31T09:00:00.000Z'))
    try {
      await sendDueCpdReminders(t.deps)
      await sendDueCpdReminders(t.deps)
    } finally {
      t.setNow(new Date('2026-12-02T09:00:00.000Z'))
    }
    const later = await t.deps.db
      .selectFrom('notifications')
      .select(['user_id', 'title_en'])
      .where('user_id', 'in', [short.id, english.id, done.id, resident.id, far.id])
      .orderBy('id')
      .execute()
    expect(later.slice(2)).toEqual([{ user_id: short.id, title_en: '30 days left in your licence cycle' }])
  })
})

describe('the CPD reminder in Arabic', () => {
  const facts = { remaining: 20, earned: 10, required: 30, left: 90, end: '2027-03-02' }
  it('agrees with a man, and addresses no one in particular when the gender is unset', () => {
    expect(reminderText(facts, 'ar', 'male').body).toContain(
      'التي ما زلت تحتاجها: ٢٠، ولديك ١٠ من ٣٠. أضف أنشطتك',
    )
    const neutral = reminderText(facts, 'ar', null).body
    expect(neutral).toContain('ساعات التطوير المهني المستمر المتبقية: ٢٠')
    expect(neutral).not.toMatch(/تحتاج|أضف|أضيفي|لتتابع/)
  })
})

describe('the CPD record beyond its member', () => {
  it('gives admins and cme aggregates only: members on track or behind, and the hours issued by month', async () => {
    const fresh = await createTestApp()
    try {
      fresh.setNow(new Date('2026-12-02T09:00:00.000Z'))
      const roles = {
        admin: await signedInAs(fresh.deps, { role: 'admin' }),
        cme: await signedInAs(fresh.deps, { role: 'cme' }),
      }
      const put = (authorization: string, body: Record<string, unknown>) =>
        requestAs(fresh, authorization, 'PUT', '/members/me/cpd/licence', body)
      // Half of a one-year cycle gone: 15 of 30 hours is on track, 5 is behind.
      const ahead = await signedInAs(fresh.deps)
      await put(ahead.authorization, {
        classification: 'consultant',
        cycle_years: 1,
        cycle_start: '2026-06-02',
        cycle_end: '2027-06-01',
      })
      await requestAs(
        fresh,
        ahead.authorization,
        'POST',
        '/members/me/cpd/activities',
        course({ hours: 16, date: '2026-07-01', title: 'Private course title' }),
      )
      const late = await signedInAs(fresh.deps)
      await put(late.authorization, {
        classification: 'specialist',
        cycle_years: 1,
        cycle_start: '2026-06-02',
        cycle_end: '2027-06-01',
      })
      await requestAs(
        fresh,
        late.authorization,
        'POST',
        '/members/me/cpd/activities',
        course({ hours: 5, date: '2026-07-01' }),
      )
      // The same activity again is a duplicate: it does not put the member on track.
      await requestAs(
        fresh,
        late.authorization,
        'POST',
        '/members/me/cpd/activities',
        course({ hours: 5, date: '2026-07-01' }),
      )
      const resident = await signedInAs(fresh.deps)
      await put(resident.authorization, {
        classification: 'resident',
        cycle_years: 1,
        cycle_end: '2027-06-01',
      })

      for (const authorization of [roles.admin.authorization, roles.cme.authorization]) {
        const answer = await requestAs(fresh, authorization, 'GET', '/admin/cpd/summary')
        const summary = await bodyOf(answer, CpdSummarySchema)
        expect(summary).toMatchObject({ members_with_licence: 3, on_track: 1, behind: 1, not_assessed: 1 })
        expect(summary.hours_issued_by_month).toHaveLength(12)
        expect(summary.hours_issued_by_month.at(-1)?.month).toBe('2026-12')
        expect(JSON.stringify(summary)).not.toContain('Private course title')
      }
      const refused = await requestAs(fresh, ahead.authorization, 'GET', '/admin/cpd/summary')
      expect(refused.status).toBe(403)
      expect((await bodyOf(refused, ErrorBodySchema)).code).toBeTruthy()
    } finally {
      await fresh.close()
    }
  })

  it("puts the record in the member's data export, files by name and address, and the purge deletes the stored files", async () => {
    const member = await signedInAs(t.deps)
    await requestAs(t, member.authorization, 'PUT', '/members/me/cpd/licence', {
      classification: 'consultant',
      cycle_years: 5,
      cycle_end: '2028-12-31',
    })
    const file = await bodyOf(await upload(member.authorization, PDF, 'course.pdf'), CpdFileSchema)
    const added = await bodyOf(
      await requestAs(
        t,
        member.authorization,
        'POST',
        '/members/me/cpd/activities',
        course({ file_id: file.id }),
      ),
      CpdExternalActivitySchema,
    )
    const transcript = await bodyOf(
      await requestAs(t, member.authorization, 'POST', '/members/me/cpd/transcripts', { cycle: 'current' }),
      CpdTranscriptSchema,
    )
    const exported = await bodyOf(
      await requestAs(t, member.authorization, 'GET', '/auth/me/data'),
      AccountDataSchema,
    )
    expect(exported.cpd.licence?.cycle_end).toBe('2028-12-31')
    expect(exported.cpd.activities).toEqual([
      expect.objectContaining({
        id: added.id,
        file: expect.objectContaining({ name: 'course.pdf' }),
        file_url: `/api/members/me/cpd/activities/${added.id}/file`,
      }),
    ])
    expect(exported.cpd.transcripts.map((x) => x.code)).toEqual([transcript.code])

    const keys = (
      await t.deps.db.selectFrom('cpd_files').select('storage_key').where('user_id', '=', member.id).execute()
    )
      .map((row) => row.storage_key)
      .concat(
        (
          await t.deps.db
            .selectFrom('cpd_transcripts')
            .select('storage_key')
            .where('user_id', '=', member.id)
            .execute()
        ).map((row) => row.storage_key),
      )
    expect(keys).toHaveLength(2)
    for (const key of keys) expect(await t.deps.storage.get(key)).toBeDefined()
    await t.deps.db
      .updateTable('users')
      .set({ deletion_requested_at: '2026-01-01T00:00:00.000Z', is_active: 0 })
      .where('id', '=', member.id)
      .execute()
    expect(await purgeDeletedAccounts(t.deps)).toBeGreaterThanOrEqual(1)
    for (const key of keys) expect(await t.deps.storage.get(key)).toBeUndefined()
    expect(
      await t.deps.db.selectFrom('cpd_transcripts').select('code').where('user_id', '=', member.id).execute(),
    ).toEqual([])
  })
})

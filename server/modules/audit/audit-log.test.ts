import { AuditResponseSchema } from '@contract/audit'
import { AdminJobSchema } from '@contract/jobs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAs } from '../../test-support/auth'
import { FieldErrorsSchema, bodyOf } from '../../test-support/json'
import { createTestApp, requestAs, type TestApp } from '../../test-support/test-app'

let t: TestApp
let sara: { id: number; authorization: string }
let omar: { id: number; authorization: string }
let editor: { id: number; authorization: string }
let jobId: number

const job = {
  title_ar: 'استشاري جراحة العظام',
  title_en: 'Orthopedic consultant',
  employer: 'King Fahd Hospital',
  location: 'Riyadh',
  apply_url: 'https://example.org/apply',
  body_md_en: 'Join us',
}

beforeAll(async () => {
  t = await createTestApp()
  sara = await signedInAs(t.deps, { role: 'admin', fullName: 'سارة القحطاني' })
  omar = await signedInAs(t.deps, { role: 'admin', fullName: 'Omar Haddad' })
  await t.deps.db.updateTable('users').set({ gender: 'female' }).where('id', '=', sara.id).execute()
  editor = await signedInAs(t.deps, { role: 'editor' })
  t.setNow(new Date('2026-03-01T22:30:00Z')) // 2 March in Saudi time
  const created = await bodyOf(await requestAs(t, sara.authorization, 'POST', '/jobs', job), AdminJobSchema)
  jobId = created.id
  t.setNow(new Date('2026-03-05T09:00:00Z'))
  expect(
    (
      await requestAs(t, omar.authorization, 'PUT', `/jobs/${jobId}`, {
        ...job,
        title_en: 'Senior orthopedic consultant',
        featured: true,
      })
    ).status,
  ).toBe(200)
})
afterAll(() => t.close())

const audit = async (query: string, authorization = sara.authorization) =>
  bodyOf(await requestAs(t, authorization, 'GET', `/admin/audit${query}`), AuditResponseSchema)

describe('GET /api/admin/audit', () => {
  it('names who acted (with the gender the Arabic sentence agrees with) and what the entry is about, and lists an update field by field', async () => {
    const { items, actors } = await audit('?entity=job')
    const [update, create] = items
    expect(create).toMatchObject({
      actor_name: 'سارة القحطاني',
      actor_gender: 'female',
      verb: 'create',
      subject_ar: 'استشاري جراحة العظام',
      subject_en: 'Orthopedic consultant',
      changes: [],
    })
    expect(update).toMatchObject({
      actor_name: 'Omar Haddad',
      actor_gender: null,
      verb: 'update',
      subject_en: 'Senior orthopedic consultant',
    })
    expect(update?.changes).toEqual([
      { field: 'title_en', before: 'Orthopedic consultant', after: 'Senior orthopedic consultant' },
      { field: 'featured', before: false, after: true },
    ])
    expect(actors).toEqual(
      expect.arrayContaining([{ id: sara.id, name: 'سارة القحطاني', email: expect.any(String) }]),
    )
  })

  it('filters by person, verb and Saudi days, the last day included', async () => {
    expect((await audit(`?entity=job&actor=${omar.id}`)).items.map((e) => e.verb)).toEqual(['update'])
    expect((await audit('?entity=job&action=create')).items.map((e) => e.actor_id)).toEqual([sara.id])
    // 22:30 UTC on 1 March is 2 March in Riyadh.
    expect((await audit('?entity=job&from=2026-03-02&to=2026-03-02')).items.map((e) => e.verb)).toEqual([
      'create',
    ])
    expect((await audit('?entity=job&from=2026-03-01&to=2026-03-01')).items).toEqual([])
    expect((await audit('?entity=job&from=2026-03-03')).items.map((e) => e.verb)).toEqual(['update'])
    expect((await audit('?entity=job&to=2026-03-04')).total).toBe(1)
    expect((await audit('?entity=job&action=&from=&to=')).total).toBe(2)
  })

  it('refuses a malformed filter field by field', async () => {
    const res = await requestAs(
      t,
      sara.authorization,
      'GET',
      '/admin/audit?action=explode&from=2026-13-40&actor=0',
    )
    expect(res.status).toBe(422)
    expect((await bodyOf(res, FieldErrorsSchema)).detail.map((d) => [d.loc[1], d.msg]).sort()).toEqual([
      ['action', 'validation.one_of'],
      ['actor', 'validation.too_small'],
      ['from', 'validation.invalid'],
    ])
    const backwards = await requestAs(
      t,
      sara.authorization,
      'GET',
      '/admin/audit?from=2026-03-05&to=2026-03-01',
    )
    expect((await bodyOf(backwards, FieldErrorsSchema)).detail.map((d) => d.loc[1])).toEqual(['to'])
  })
})

describe('GET /api/admin/audit/export', () => {
  it('streams the filtered log as CSV with a byte-order mark, headers in the chosen language', async () => {
    const res = await requestAs(t, sara.authorization, 'GET', '/admin/audit/export?entity=job&action=create')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = Papa.parse<string[]>(new TextDecoder().decode(bytes.slice(3)), { skipEmptyLines: true }).data
    expect(rows[0]?.[0]).toBe('الوقت (بتوقيت السعودية)')
    expect(rows.slice(1)).toEqual([
      [
        '2026-03-02 01:30',
        'سارة القحطاني',
        expect.any(String),
        'create',
        'job',
        String(jobId),
        'استشاري جراحة العظام',
        '',
      ],
    ])

    const en = await requestAs(
      t,
      sara.authorization,
      'GET',
      `/admin/audit/export?entity=job&actor=${omar.id}&lang=en`,
    )
    const enRows = Papa.parse<string[]>((await en.text()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data
    expect(enRows.map((r) => r[7])).toEqual([
      'Changes',
      'title_en: Orthopedic consultant → Senior orthopedic consultant\nfeatured: false → true',
    ])
  })

  it('is for superadmin and admin only, and checks its filters', async () => {
    expect((await requestAs(t, editor.authorization, 'GET', '/admin/audit/export')).status).toBe(403)
    expect((await requestAs(t, null, 'GET', '/admin/audit/export')).status).toBe(401)
    expect((await requestAs(t, sara.authorization, 'GET', '/admin/audit/export?lang=fr')).status).toBe(422)
  })
})

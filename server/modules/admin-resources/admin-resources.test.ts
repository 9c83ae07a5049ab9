import { AdminResourceListResponseSchema, AdminResourceSchema } from '@contract/admin-resources'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAs } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

let t: TestApp
let cme: { authorization: string }
beforeAll(async () => {
  t = await createTestApp()
  cme = await signedInAs(t.deps, { role: 'cme' })
})
afterAll(() => t.close())

const send = (method: string, path: string, body?: unknown) =>
  t.app.request(`/api${path}`, body === undefined ? { method, headers: { Authorization: cme.authorization } } : jsonRequest(method, body, { Authorization: cme.authorization }))
const resource = { category: 'guideline', visibility: 'public', title_ar: 'دليل', title_en: 'Admin e2e guideline', year: 2024, specialty: 'Spine', keywords: ' spine, , fusion ', file_path: 'https://example.org/guide' }

describe('admin resources', () => {
  it('creates with trimmed keywords, lists, edits and deletes; admin visibility never shows publicly', async () => {
    const created = await send('POST', '/resources', resource)
    expect(created.status).toBe(201)
    const saved = v.parse(AdminResourceSchema, await created.json())
    expect(saved).toMatchObject({ keywords: ['spine', 'fusion'], file_type: 'link', year: 2024, featured: false })
    const list = v.parse(AdminResourceListResponseSchema, await (await send('GET', '/admin/resources?limit=100')).json())
    expect(list.items.map((r) => r.id)).toContain(saved.id)
    const pub = (await (await t.app.request('/api/resources?search=Admin%20e2e')).json()) as { items: { id: number; tags: string }[] }
    expect(pub.items.find((r) => r.id === saved.id)?.tags).toBe('spine, fusion')
    expect((await send('PUT', `/resources/${saved.id}`, { ...resource, visibility: 'admin', keywords: ['a'] })).status).toBe(200)
    const hidden = (await (await t.app.request('/api/resources?search=Admin%20e2e')).json()) as { items: { id: number }[] }
    expect(hidden.items.map((r) => r.id)).not.toContain(saved.id)
    expect((await send('DELETE', `/resources/${saved.id}`)).status).toBe(200)
    expect((await send('DELETE', `/resources/${saved.id}`)).status).toBe(404)
  })

  it('answers a detail entry per invalid field', async () => {
    const res = await send('POST', '/resources', { category: 'book', visibility: 'secret', year: 1800, file_path: 'javascript:alert(1)' })
    expect(res.status).toBe(422)
    const fields = ((await res.json()) as { detail: { loc: string[] }[] }).detail.map((d) => d.loc[1])
    expect(fields).toEqual(expect.arrayContaining(['category', 'visibility', 'year', 'file_path']))
    expect((await send('POST', '/resources', { ...resource, year: 2031 })).status).toBe(422)
  })
})

describe('resource file upload', () => {
  const upload = (bytes: Uint8Array | string, name: string, visibility = 'public') => {
    const form = new FormData()
    form.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name)
    form.set('visibility', visibility)
    return t.app.request('/api/resources/files/upload', { method: 'POST', body: form, headers: { Authorization: cme.authorization } })
  }

  it('stores a PDF publicly or privately by visibility, typed by its bytes, and records the size', async () => {
    const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'
    const pub = await upload(pdf, 'guide.txt')
    expect(pub.status).toBe(201)
    const body = (await pub.json()) as { url: string; file_type: string; file_size: number }
    expect(body).toMatchObject({ file_type: 'pdf', file_size: pdf.length })
    expect(body.url).toMatch(/^\/uploads\/resources\/.+\.pdf$/)
    const priv = (await (await upload(pdf, 'guide.pdf', 'member')).json()) as { url: string }
    expect(priv.url).toMatch(/^\/private\/resources\//)
    const created = await send('POST', '/resources', { ...resource, file_path: body.url })
    expect(await created.json()).toMatchObject({ file_type: 'pdf', file_path: body.url })
    const row = await t.deps.db.selectFrom('resources').select('file_size').where('file_path', '=', body.url).executeTakeFirstOrThrow()
    expect(row.file_size).toBe(pdf.length)
  })

  it('refuses other bytes, a missing visibility and paths climbing out', async () => {
    expect((await upload(new Uint8Array([0x4d, 0x5a, 0x00, 0x01]), 'a.pdf')).status).toBe(415)
    // UTF-8 text is kept as CSV or TXT (served with the uploads' sandbox CSP), never as markup.
    expect(((await (await upload('<svg onload=alert(1)>', 'a.csv')).json()) as { url: string }).url).toMatch(/\.csv$/)
    expect((await upload('%PDF-1.4', 'a.pdf', 'everyone')).status).toBe(422)
    expect((await send('POST', '/resources', { ...resource, file_path: '/uploads/../../etc/passwd' })).status).toBe(422)
  })
})

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

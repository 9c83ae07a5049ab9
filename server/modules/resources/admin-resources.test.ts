import { FieldErrorsSchema, bodyOf } from '../../test-support/json'
import { AdminResourceListResponseSchema, AdminResourceSchema } from '@contract/resources'
import * as v from 'valibot'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLocalStorage } from '../../lib/storage/local'
import { appSignedInAs } from '../../test-support/auth'
import { requestAs, type TestApp } from '../../test-support/test-app'

let t: TestApp
let authorization: string
beforeAll(async () => ({ t, authorization } = await appSignedInAs({ role: 'cme' })))
afterAll(() => t.close())

const send = (method: string, path: string, body?: unknown) => requestAs(t, authorization, method, path, body)
const resource = {
  category: 'guideline',
  visibility: 'public',
  title_ar: 'دليل',
  title_en: 'Admin e2e guideline',
  year: 2024,
  specialty: 'Spine',
  keywords: ' spine, , fusion ',
  file_path: 'https://example.org/guide',
}

describe('admin resources', () => {
  it('reads a year typed in Arabic-Indic or Eastern Arabic digits, and refuses one out of range in any digits', async () => {
    const arabic = await send('POST', '/resources', { ...resource, year: '٢٠٢٣' })
    expect(arabic.status).toBe(201)
    expect(v.parse(AdminResourceSchema, await arabic.json()).year).toBe(2023)
    const persian = await send('POST', '/resources', { ...resource, year: '۲۰۲۲' })
    expect(v.parse(AdminResourceSchema, await persian.json()).year).toBe(2022)
    const late = await send('POST', '/resources', { ...resource, year: '٢٠٣١' })
    expect(late.status).toBe(422)
    expect((await bodyOf(late, FieldErrorsSchema)).detail.map((d) => d.loc.at(-1))).toEqual(['year'])
  })

  it('creates with trimmed keywords, lists, edits and deletes; admin visibility never shows publicly', async () => {
    const created = await send('POST', '/resources', resource)
    expect(created.status).toBe(201)
    const saved = v.parse(AdminResourceSchema, await created.json())
    expect(saved).toMatchObject({
      keywords: ['spine', 'fusion'],
      file_type: 'link',
      year: 2024,
      featured: false,
    })
    const list = v.parse(
      AdminResourceListResponseSchema,
      await (await send('GET', '/admin/resources?limit=100')).json(),
    )
    expect(list.items.map((r) => r.id)).toContain(saved.id)
    const pub = await bodyOf(
      await t.app.request('/api/resources?search=Admin%20e2e'),
      v.object({ items: v.array(v.object({ id: v.number(), tags: v.string() })) }),
    )
    expect(pub.items.find((r) => r.id === saved.id)?.tags).toBe('spine, fusion')
    expect(
      (await send('PUT', `/resources/${saved.id}`, { ...resource, visibility: 'admin', keywords: ['a'] }))
        .status,
    ).toBe(200)
    const hidden = await bodyOf(
      await t.app.request('/api/resources?search=Admin%20e2e'),
      v.object({ items: v.array(v.object({ id: v.number() })) }),
    )
    expect(hidden.items.map((r) => r.id)).not.toContain(saved.id)
    expect((await send('DELETE', `/resources/${saved.id}`)).status).toBe(200)
    expect((await send('DELETE', `/resources/${saved.id}`)).status).toBe(404)
  })

  it('answers a detail entry per invalid field', async () => {
    const res = await send('POST', '/resources', {
      category: 'book',
      visibility: 'secret',
      year: 1800,
      file_path: 'javascript:alert(1)',
    })
    expect(res.status).toBe(422)
    const fields = (await bodyOf(res, FieldErrorsSchema)).detail.map((d) => d.loc[1])
    expect(fields).toEqual(expect.arrayContaining(['category', 'visibility', 'year', 'file_path']))
    expect((await send('POST', '/resources', { ...resource, year: 2031 })).status).toBe(422)
  })
})

describe('resource file upload', () => {
  const upload = (bytes: Uint8Array | string, name: string, visibility = 'public') => {
    const form = new FormData()
    form.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name)
    form.set('visibility', visibility)
    return t.app.request('/api/resources/files/upload', {
      method: 'POST',
      body: form,
      headers: { Authorization: authorization },
    })
  }

  it('stores a PDF publicly or privately by visibility, typed by its bytes, and records the size', async () => {
    const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'
    const pub = await upload(pdf, 'guide.txt')
    expect(pub.status).toBe(201)
    const body = await bodyOf(
      pub,
      v.object({ url: v.string(), file_type: v.string(), file_size: v.number() }),
    )
    expect(body).toMatchObject({ file_type: 'pdf', file_size: pdf.length })
    expect(body.url).toMatch(/^\/uploads\/resources\/.+\.pdf$/)
    const priv = await bodyOf(await upload(pdf, 'guide.pdf', 'member'), v.object({ url: v.string() }))
    expect(priv.url).toMatch(/^\/private\/resources\//)
    const created = await send('POST', '/resources', { ...resource, file_path: body.url })
    expect(await created.json()).toMatchObject({ file_type: 'pdf', file_path: body.url })
    const row = await t.deps.db
      .selectFrom('resources')
      .select('file_size')
      .where('file_path', '=', body.url)
      .executeTakeFirstOrThrow()
    expect(row.file_size).toBe(pdf.length)
  })

  it('refuses other bytes, a missing visibility and paths climbing out', async () => {
    expect((await upload(new Uint8Array([0x4d, 0x5a, 0x00, 0x01]), 'a.pdf')).status).toBe(415)
    // UTF-8 text is kept as CSV or TXT (served with the uploads' sandbox CSP), never as markup.
    expect(
      (await bodyOf(await upload('<svg onload=alert(1)>', 'a.csv'), v.object({ url: v.string() }))).url,
    ).toMatch(/\.csv$/)
    expect((await upload('%PDF-1.4', 'a.pdf', 'everyone')).status).toBe(422)
    expect(
      (await send('POST', '/resources', { ...resource, file_path: '/uploads/../../etc/passwd' })).status,
    ).toBe(422)
  })

  it('takes as a file only one the upload stored for resources, in the folder of its visibility', async () => {
    const pdf = '%PDF-1.4\n%%EOF\n'
    const pub = (await bodyOf(await upload(pdf, 'a.pdf'), v.object({ url: v.string() }))).url
    const priv = (await bodyOf(await upload(pdf, 'a.pdf', 'member'), v.object({ url: v.string() }))).url
    await t.deps.storage.put('uploads/avatars/m1-someone.webp', new Uint8Array([1]))
    const refused = [
      { file_path: '/uploads/avatars/m1-someone.webp' },
      { file_path: '/uploads/resources/00000000-0000-4000-8000-000000000000.pdf' },
      { file_path: '/private/outbox/mail.eml' },
      { file_path: '/uploads/resources/%2e%2e/%2e%2e/portal.sqlite' },
      { file_path: priv, visibility: 'public' },
      { file_path: pub, visibility: 'member' },
    ]
    for (const change of refused) {
      const res = await send('POST', '/resources', { ...resource, ...change })
      expect(res.status, JSON.stringify(change)).toBe(422)
      const body = await bodyOf(res, FieldErrorsSchema)
      expect(body.code).toBe('resourceFileNotStored')
      expect(body.detail[0]?.loc).toEqual(['body', 'file_path'])
    }
    const created = await send('POST', '/resources', { ...resource, file_path: priv, visibility: 'member' })
    expect(created.status).toBe(201)
    const { id } = await bodyOf(created, v.object({ id: v.number() }))
    // Saving again with the path it already has is fine; switching to another member's file is not.
    expect(
      (
        await send('PUT', `/resources/${id}`, {
          ...resource,
          file_path: priv,
          visibility: 'member',
          title_en: 'Renamed',
        })
      ).status,
    ).toBe(200)
    const moved = await send('PUT', `/resources/${id}`, {
      ...resource,
      file_path: '/uploads/avatars/m1-someone.webp',
      visibility: 'member',
    })
    expect(moved.status).toBe(422)
    const row = await t.deps.db
      .selectFrom('resources')
      .select('file_path')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.file_path).toBe(priv)
  })

  it('answers 503 storageUnavailable on a full disk, stores nothing, and works again after', async () => {
    const healthy = t.deps.storage
    const folder = join(t.config.dataDir, 'private', 'resources')
    const before = existsSync(folder) ? readdirSync(folder).sort() : []
    t.deps.storage = createLocalStorage(t.config.dataDir, {
      writeFile: () => Promise.reject(Object.assign(new Error('EDQUOT: quota exceeded'), { code: 'EDQUOT' })),
    })
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const res = await upload('%PDF-1.4\n', 'a.pdf', 'member')
      expect(res.status).toBe(503)
      const text = await res.text()
      expect(JSON.parse(text)).toMatchObject({ code: 'storageUnavailable' })
      expect(text).not.toMatch(/EDQUOT| at |private/)
      expect(log).toHaveBeenCalledTimes(1)
    } finally {
      log.mockRestore()
      t.deps.storage = healthy
    }
    expect(existsSync(folder) ? readdirSync(folder).sort() : []).toEqual(before)
    expect((await upload('%PDF-1.4\n', 'a.pdf', 'member')).status).toBe(201)
  })
})

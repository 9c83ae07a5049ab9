import { AdminResourceSchema, ResourceListResponseSchema, ResourceSchema } from '@contract/resources'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSignedInAs } from '../../test-support/auth'
import { bodyOf } from '../../test-support/json'
import { requestAs, type TestApp } from '../../test-support/test-app'

let t: TestApp
let authorization: string
beforeAll(async () => ({ t, authorization } = await appSignedInAs({ role: 'superadmin' })))
afterAll(() => t.close())

const send = (method: string, path: string, body?: unknown) => requestAs(t, authorization, method, path, body)
const base = {
  category: 'guideline',
  visibility: 'public',
  title_ar: 'دليل',
  title_en: 'Handbook',
  file_path: 'https://example.org/handbook',
}

async function create(fields: Record<string, unknown>) {
  const res = await send('POST', '/resources', { ...base, ...fields })
  expect(res.status).toBe(201)
  return bodyOf(res, AdminResourceSchema)
}
const publicResource = async (id: number) =>
  bodyOf(await t.app.request(`/api/resources/${id}`), ResourceSchema)
const found = async (search: string) =>
  (
    await bodyOf(
      await t.app.request(`/api/resources?search=${encodeURIComponent(search)}&limit=50`),
      ResourceListResponseSchema,
    )
  ).items.map((r) => r.id)

describe('a resource author and keywords in both languages', () => {
  it('are stored and read in both languages; author, keywords and tags are the Arabic ones, else the English ones', async () => {
    const both = await create({
      author_ar: 'لجنة العضوية',
      author_en: 'Membership Committee',
      keywords_ar: 'العضوية، دليل',
      keywords_en: ['membership', 'handbook'],
    })
    expect(both).toMatchObject({
      author: 'لجنة العضوية',
      keywords: ['العضوية', 'دليل'],
      keywords_en: ['membership', 'handbook'],
    })
    const read = await publicResource(both.id)
    expect(read).toMatchObject({
      author: 'لجنة العضوية',
      author_en: 'Membership Committee',
      keywords_en: ['membership', 'handbook'],
    })
    const english = await create({ author_en: 'Spine Section', keywords_en: 'spine, red flags' })
    expect(await publicResource(english.id)).toMatchObject({
      author: 'Spine Section',
      author_ar: '',
      tags: 'spine, red flags',
      keywords_ar: [],
    })
  })

  it('store a write with only `author` and `keywords` by script, keyword by keyword', async () => {
    const saved = await create({ author: 'شعبة الإصابات', keywords: 'trauma, الكسور, fixation' })
    expect(saved).toMatchObject({
      author_ar: 'شعبة الإصابات',
      author_en: '',
      keywords_ar: ['الكسور'],
      keywords_en: ['trauma', 'fixation'],
    })
    expect(await publicResource(saved.id)).toMatchObject({ author: 'شعبة الإصابات', tags: 'الكسور' })
    const pair = await create({
      author_ar: 'اللجنة العلمية',
      author_en: 'Scientific Committee',
      keywords_ar: ['إرشادات'],
      keywords_en: ['guideline'],
    })
    const resent = await bodyOf(
      await send('PUT', `/resources/${pair.id}`, {
        ...base,
        author: 'اللجنة العلمية',
        keywords: ['إرشادات'],
      }),
      AdminResourceSchema,
    )
    expect(resent).toMatchObject({
      author_en: 'Scientific Committee',
      keywords_ar: ['إرشادات'],
      keywords_en: ['guideline'],
    })
  })

  it('are found in either language', async () => {
    const saved = await create({
      title_en: 'Clubfoot leaflet',
      author_ar: 'شعبة عظام الأطفال',
      author_en: 'Pediatric Section',
      keywords_ar: ['القدم الحنفاء'],
      keywords_en: ['clubfoot', 'Ponseti'],
    })
    expect(await found('Pediatric')).toContain(saved.id)
    expect(await found('عظام الأطفال')).toContain(saved.id)
    expect(await found('الحنفاء')).toContain(saved.id)
    expect(await found('ponseti')).toContain(saved.id)
  })
})

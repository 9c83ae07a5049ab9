import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertPost, updatePost } from '../modules/posts/repository'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { softDeleteContent, updateSearchableContent } from './content-writes'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const newPost = () =>
  insertPost(
    t.deps.db,
    {
      type: 'news',
      status: 'published',
      category: null,
      title_ar: 'خبر',
      title_en: 'Old title',
      body_md_ar: 'نص',
      body_md_en: 'Old body',
      feature_path: null,
      deleted_at: null,
    },
    new Date('2026-01-01T00:00:00Z'),
  )
const stored = (id: number) =>
  t.deps.db
    .selectFrom('posts')
    .select(['title_en', 'search_text', 'title_en_key', 'updated_at', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

describe('content writes', () => {
  it('an update recomputes the search columns from the stored row, a partial patch included', async () => {
    const id = await newPost()
    const now = new Date('2026-02-01T00:00:00Z')
    expect(await updatePost(t.deps.db, id, { title_en: 'Fresh Title' }, now)).toBe(true)
    const row = await stored(id)
    expect(row).toMatchObject({
      title_en: 'Fresh Title',
      title_en_key: 'fresh title',
      updated_at: now.toISOString(),
    })
    expect(row.search_text).toContain('fresh title')
    expect(row.search_text).toContain('old body')
    expect(row.search_text).not.toContain('old title')
  })

  it('answers false for a row that does not exist, without calling for its search source', async () => {
    let read = false
    const changed = await updateSearchableContent(
      t.deps.db,
      'posts',
      999_999,
      { title_en: 'x' },
      new Date(),
      async () => {
        read = true
        return { title_ar: '', title_en: '', texts: [] }
      },
    )
    expect(changed).toBe(false)
    expect(read).toBe(false)
  })

  it('soft-deletes once: the row stays with deleted_at, a second delete answers false', async () => {
    const id = await newPost()
    const stamp = '2026-03-01T00:00:00.000Z'
    expect(await softDeleteContent(t.deps.db, 'posts', id, stamp)).toBe(true)
    expect(await stored(id)).toMatchObject({ deleted_at: stamp, updated_at: stamp })
    expect(await softDeleteContent(t.deps.db, 'posts', id, '2026-04-01T00:00:00.000Z')).toBe(false)
    expect((await stored(id)).deleted_at).toBe(stamp)
  })
})

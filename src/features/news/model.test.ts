import { describe, expect, it } from 'vitest'
import type { Post } from '@contract/posts'
import { savedPage } from '@/lib/offline/offline-list'
import { changeNewsSearch, NEWS_QUICK_CATEGORIES, savedNewsQuery } from './model'

describe('news address changes (a search, filter or sort change resets the page)', () => {
  it.each([
    [{ search: 'knee' }, { page: 1, search: 'knee', category: undefined, sort: undefined }],
    [{ category: 'research' as const }, { page: 1, search: '', category: 'research', sort: undefined }],
    [{ sort: 'oldest' as const }, { page: 1, search: '', category: undefined, sort: 'oldest' }],
  ])('%j', (change, expected) => {
    expect(changeNewsSearch({ page: 4, search: '', category: undefined, sort: undefined }, change)).toEqual(
      expected,
    )
  })
  it('offers at most 3 quick categories', () => {
    expect(NEWS_QUICK_CATEGORIES.length).toBeLessThanOrEqual(3)
  })
})

describe('saved news offline (the server list rules)', () => {
  const post = (id: number, extra: Partial<Post> = {}): Post => ({
    id,
    type: 'news',
    status: 'published',
    title_ar: `خبر ${id}`,
    title_en: `News ${id}`,
    body_md_ar: '',
    body_md_en: '',
    feature_path: null,
    category: 'research',
    created_at: `2026-11-0${id}T00:00:00Z`,
    ...extra,
  })
  const cached = [
    post(1),
    post(2, { category: 'education' }),
    post(3, { type: 'page' }),
    post(4, { body_md_en: 'Knee arthroplasty outcomes' }),
  ].map((item) => ({ item, fetchedAt: 1 }))
  it.each([
    [{}, [4, 2, 1]],
    [{ sort: 'oldest' as const }, [1, 2, 4]],
    [{ category: 'education' as const }, [2]],
    [{ search: 'arthroplasty' }, [4]],
  ])('%j → %j (pages are not news)', (search, expected) => {
    expect(
      savedPage(cached, savedNewsQuery({ page: 1, search: '', ...search })).items.map((p) => p.id),
    ).toEqual(expected)
  })
})

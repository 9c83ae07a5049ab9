import { describe, expect, it } from 'vitest'
import { filterResources, resourceStats, visibleKeywords } from './model'

const base = {
  id: 1,
  category: 'guideline',
  title_ar: 'دليل',
  title_en: 'Spine guide',
  description_ar: '',
  description_en: '',
  year: 2024,
  specialty: 'Spine',
  keywords: ['a'],
  keywords_ar: [],
  keywords_en: ['a'],
  file_path: 'https://x',
  file_type: 'link',
  visibility: 'public',
  author: '',
  author_ar: '',
  author_en: '',
  featured: false,
  download_count: 0,
  created_at: '',
}

describe('resources model', () => {
  it.each([
    [[], [], 0],
    [['a', 'b', 'c'], ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c'], 2],
  ])('%o → %o +%i', (keywords, shown, more) => expect(visibleKeywords(keywords)).toEqual({ shown, more }))
  it('filters and counts', () => {
    const items = [
      base,
      {
        ...base,
        id: 2,
        category: 'video',
        visibility: 'member',
        title_en: 'Hand video',
        specialty: 'Hand',
        keywords: ['tendon'],
      },
    ]
    expect(
      filterResources(items, { search: 'TENDON', category: '', visibility: '' }).map((r) => r.id),
    ).toEqual([2])
    expect(
      filterResources(items, { search: '', category: 'guideline', visibility: 'public' }).map((r) => r.id),
    ).toEqual([1])
    expect(resourceStats(items)).toEqual({ total: 2, public: 1, members: 1, categories: 2 })
  })
})

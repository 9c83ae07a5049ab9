import { describe, expect, it } from 'vitest'
import { changeNewsSearch, NEWS_QUICK_CATEGORIES } from './model'

describe('news address changes (spec §4: a search, filter or sort change resets the page)', () => {
  it.each([
    [{ search: 'knee' }, { page: 1, search: 'knee', category: undefined, sort: undefined }],
    [{ category: 'research' as const }, { page: 1, search: '', category: 'research', sort: undefined }],
    [{ sort: 'oldest' as const }, { page: 1, search: '', category: undefined, sort: 'oldest' }],
  ])('%j', (change, expected) => {
    expect(changeNewsSearch({ page: 4, search: '', category: undefined, sort: undefined }, change)).toEqual(expected)
  })
  it('offers at most 3 quick categories (spec §9)', () => {
    expect(NEWS_QUICK_CATEGORIES.length).toBeLessThanOrEqual(3)
  })
})

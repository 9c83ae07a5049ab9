import { describe, expect, it } from 'vitest'
import { DEFAULT_DIRECTORY_SEARCH, changeSearch, flattenLocations, totalPages } from './model'

describe('flattenLocations (spec §7: flattened, deduplicated, sorted)', () => {
  it.each([
    [undefined, []],
    [{}, []],
    [{ 'Riyadh Region': ['Riyadh', 'Al Kharj'], 'Makkah Region': ['Jeddah', 'Riyadh '], '': [' ', 'abha'] }, ['abha', 'Al Kharj', 'Jeddah', 'Riyadh']],
  ])('%j → %j', (input, expected) => {
    expect(flattenLocations(input)).toEqual(expected)
  })
})

describe('changeSearch (spec §4: any change but the page resets the page to 1)', () => {
  const onPage3 = { ...DEFAULT_DIRECTORY_SEARCH, page: 3, query: 'spine' }
  it.each([
    [{ page: 4 }, 4, 'spine'],
    [{ query: 'hand' }, 1, 'hand'],
    [{ specialty: 'Spine' }, 1, 'spine'],
    [{ city: 'Jeddah' }, 1, 'spine'],
    [{ sort: 'name_desc' as const }, 1, 'spine'],
    [{ page_size: 50 as const }, 1, 'spine'],
  ])('%j → page %i', (change, page, query) => {
    const next = changeSearch(onPage3, change)
    expect(next.page).toBe(page)
    expect(next.query).toBe(query)
  })
})

describe('totalPages', () => {
  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [101, 50, 3],
  ])('%i items by %i → %i', (total, size, pages) => expect(totalPages(total, size)).toBe(pages))
})

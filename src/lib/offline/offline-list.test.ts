import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import {
  cachedListItem,
  collectCachedItems,
  compareBy,
  matchesSearch,
  savedPage,
  seedFromLists,
} from './offline-list'

interface Item {
  id: number
  title_ar: string
  title_en: string
  body: string
}
const item = (id: number, title_en: string, title_ar = '', body = ''): Item => ({
  id,
  title_en,
  title_ar,
  body,
})

describe('collectCachedItems', () => {
  it('unites every cached list answer of the entity, the newest copy of each id winning', () => {
    const client = new QueryClient()
    client.setQueryData(
      ['events', 'list', { page: 1 }],
      { items: [item(1, 'Old title'), item(2, 'Two')], total: 2 },
      { updatedAt: 1000 },
    )
    client.setQueryData(
      ['events', 'upcoming'],
      { items: [item(1, 'New title')], total: 1 },
      { updatedAt: 2000 },
    )
    client.setQueryData(['events', 'something'], { not: 'a list' })
    client.setQueryData(['posts', 'news', {}], { items: [item(9, 'Other entity')], total: 1 })
    const cached = collectCachedItems<Item>(client, ['events'])
    expect(cached.map((entry) => [entry.item.id, entry.item.title_en, entry.fetchedAt]).sort()).toEqual([
      [1, 'New title', 2000],
      [2, 'Two', 1000],
    ])
  })
})

describe('matchesSearch (the server rule)', () => {
  const cases: [string, Item, boolean][] = [
    ['', item(1, 'Anything'), true],
    ['knee', item(1, 'Knee Arthroscopy'), true],
    ['KNEE arthro', item(1, 'Knee Arthroscopy'), true],
    ['knee hip', item(1, 'Knee Arthroscopy'), false],
    // Arabic folding: another alef, taa marbuta, tashkeel still find it.
    ['الركبة', item(1, '', 'جراحة الرُّكبه'), true],
    ['أمراض', item(1, '', 'امراض العظام'), true],
    // Words are searched in the body too, but not in link targets.
    ['fracture', item(1, 'T', '', 'About fracture care'), true],
    ['uploads', item(1, 'T', '', '![x](/uploads/a.png)'), false],
    // Only short words: a title prefix in either language.
    ['kn', item(1, 'Knee'), true],
    ['ee', item(1, 'Knee'), false],
    ['ج', item(1, 'X', 'جراحة'), true],
  ]
  it.each(cases)('%j in %j → %s', (query, entry, expected) => {
    expect(matchesSearch(query, entry, [entry.body])).toBe(expected)
  })
})

describe('savedPage', () => {
  const cached = [5, 3, 9, 1, 7].map((id) => ({ item: item(id, `T${id}`), fetchedAt: id * 100 }))
  const rules = {
    filter: (entry: Item) => entry.id !== 9,
    compare: compareBy.chain<Item>((a, b) => compareBy.number(a.id, b.id)),
    pageSize: 2,
  }
  it('filters, orders and pages, with the total of all matches', () => {
    expect(savedPage(cached, { ...rules, page: 1 })).toEqual({
      items: [item(1, 'T1'), item(3, 'T3')],
      total: 4,
      updatedAt: 100,
    })
    expect(savedPage(cached, { ...rules, page: 2 })).toEqual({
      items: [item(5, 'T5'), item(7, 'T7')],
      total: 4,
      updatedAt: 500,
    })
  })
  it('answers an empty page past the end', () => {
    expect(savedPage(cached, { ...rules, page: 3 })).toEqual({ items: [], total: 4, updatedAt: 0 })
  })
})

describe('compareBy.chain', () => {
  it('falls through to the next comparator on a tie', () => {
    const compare = compareBy.chain<{ a: string; b: number }>(
      (x, y) => compareBy.text(x.a, y.a),
      (x, y) => compareBy.number(y.b, x.b),
    )
    expect(
      [
        { a: 'x', b: 1 },
        { a: 'w', b: 1 },
        { a: 'x', b: 2 },
      ].sort(compare),
    ).toEqual([
      { a: 'w', b: 1 },
      { a: 'x', b: 2 },
      { a: 'x', b: 1 },
    ])
  })
})

describe('cachedListItem and seedFromLists (a details link opened from a list)', () => {
  it('finds the freshest copy of one item in any cached list, and seeds its details query from it', async () => {
    const client = new QueryClient()
    client.setQueryData(
      ['jobs', 'list', { page: 1 }],
      { items: [item(7, 'Old')], total: 1 },
      { updatedAt: 1000 },
    )
    client.setQueryData(['jobs', 'featured'], { items: [item(7, 'New')], total: 1 }, { updatedAt: 3000 })
    expect(cachedListItem<Item>(client, ['jobs'], 7)).toEqual({ item: item(7, 'New'), fetchedAt: 3000 })
    expect(cachedListItem<Item>(client, ['jobs'], 8)).toBeUndefined()
    const seed = seedFromLists<Item>(client, ['jobs'], 7)
    expect([seed.initialData(), seed.initialDataUpdatedAt()]).toEqual([item(7, 'New'), 3000])
    // The seeded query answers at once without calling the server while the list copy is fresh.
    let fetched = 0
    const data = await client.fetchQuery({
      queryKey: ['jobs', 'detail', 7],
      queryFn: () => (fetched++, item(7, 'Server')),
      staleTime: Infinity,
      ...seed,
    })
    expect([data, fetched]).toEqual([item(7, 'New'), 0])
  })
})

import { describe, expect, it } from 'vitest'
import type { DirectoryItem } from '@contract/members'
import { savedPage } from '@/lib/offline/offline-list'
import { DEFAULT_DIRECTORY_SEARCH, changeSearch, savedDirectoryQuery } from './model'

describe('changeSearch (any change but the page resets the page to 1)', () => {
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

describe('saved directory offline (the server rules)', () => {
  const member = (id: number, full_name: string, extra: Partial<DirectoryItem> = {}): DirectoryItem => ({
    id,
    full_name,
    full_name_ar: '',
    full_name_en: '',
    avatar_url: null,
    specialty: 'spine',
    city: 'riyadh',
    hospital: 'King Fahd Hospital',
    ...extra,
  })
  const cached = [
    member(1, 'Dr. Sara Ali'),
    member(2, 'د. أحمد سالم', { city: 'jeddah' }),
    member(3, 'Dr. Omar Zaid', { specialty: 'other:Hand' }),
  ].map((item) => ({
    item,
    fetchedAt: 1,
  }))
  it.each([
    // By the name's sort key like the server: Arabic names first, titles left out (Omar before Sara).
    [{}, [2, 3, 1]],
    [{ sort: 'name_desc' as const }, [1, 3, 2]],
    [{ city: 'jeddah' }, [2]],
    [{ specialty: 'other:Hand' }, [3]],
    // The city by its name in either language, as on the server.
    [{ query: 'جده' }, [2]],
    [{ query: 'Riyadh' }, [3, 1]],
    [{ query: 'احمد' }, [2]],
    // "s" is shorter than a trigram and ignored beside "dr.", as on the server.
    [{ query: 'dr. s' }, [3, 1]],
    [{ query: 'fahd' }, [2, 3, 1]],
  ])('%j → %j', (search, expected) => {
    expect(
      savedPage(cached, savedDirectoryQuery({ ...DEFAULT_DIRECTORY_SEARCH, ...search }, 'ar')).items.map(
        (m) => m.id,
      ),
    ).toEqual(expected)
  })

  it("orders an English reader's saved pages by the English names, Latin before Arabic", () => {
    const english = [
      member(1, 'د. سارة علي', { full_name_en: 'Sara Ali' }),
      member(2, 'د. أحمد سالم'),
      member(3, 'د. عمر زيد', { full_name_en: 'Omar Zaid' }),
    ].map((item) => ({ item, fetchedAt: 1 }))
    const order = (lang: 'ar' | 'en') =>
      savedPage(english, savedDirectoryQuery(DEFAULT_DIRECTORY_SEARCH, lang)).items.map((m) => m.id)
    expect(order('en')).toEqual([3, 1, 2])
    expect(order('ar')).toEqual([2, 1, 3])
  })

  it('finds a saved member by the English name as well as the Arabic one', () => {
    const saved = [
      member(1, 'د. سارة علي', { full_name_ar: 'د. سارة علي', full_name_en: 'Dr. Sara Ali' }),
    ].map((item) => ({ item, fetchedAt: 1 }))
    const found = (query: string) =>
      savedPage(saved, savedDirectoryQuery({ ...DEFAULT_DIRECTORY_SEARCH, query }, 'en')).items.length
    expect(found('Sara')).toBe(1)
    expect(found('سارة')).toBe(1)
  })
})

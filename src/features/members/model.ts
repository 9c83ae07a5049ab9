import { DIRECTORY_DEFAULT_PAGE_SIZE, DIRECTORY_DEFAULT_SORT } from '@contract/constants'
import type { DirectorySearch } from '@contract/members'

/** Spec §7: GET /members/locations answers a map of lists; the drop-down wants one sorted list. */
export function flattenLocations(map: Record<string, readonly string[]> | undefined): string[] {
  if (!map) return []
  const seen = new Map<string, string>()
  for (const list of Object.values(map)) {
    for (const raw of list) {
      const city = raw.trim()
      if (city && !seen.has(city.toLocaleLowerCase('en'))) seen.set(city.toLocaleLowerCase('en'), city)
    }
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'en'))
}

/** Specialties arrive as a list; the same dedupe and order. */
export function cleanOptions(list: readonly string[] | undefined): string[] {
  return flattenLocations({ all: list ?? [] })
}

/**
 * Spec §2/§4: any filter, sort or page-size change resets the page to 1; only a page change
 * keeps the filters and moves the page.
 */
export function changeSearch(current: DirectorySearch, change: Partial<DirectorySearch>): DirectorySearch {
  const onlyPage = Object.keys(change).every((key) => key === 'page')
  return { ...current, ...change, page: onlyPage ? (change.page ?? current.page) : 1 }
}

export const DEFAULT_DIRECTORY_SEARCH: DirectorySearch = {
  query: '',
  specialty: '',
  city: '',
  page: 1,
  page_size: DIRECTORY_DEFAULT_PAGE_SIZE,
  sort: DIRECTORY_DEFAULT_SORT,
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

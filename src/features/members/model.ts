import { DIRECTORY_DEFAULT_PAGE_SIZE, DIRECTORY_DEFAULT_SORT, type Locale } from '@contract/constants'
import { nameSortKey } from '@contract/name-sort-key'
import type { DirectoryItem, DirectorySearch } from '@contract/members'
import { referenceSearchText } from '@contract/reference-data'
import { compareBy, matchesSearch, type SavedQuery } from '@/lib/offline/offline-list'

/**
 * Any filter, sort or page-size change resets the page to 1; only a page change
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

/** The directory rules of the server over saved directory pages, for search, filters and paging offline. */
export function savedDirectoryQuery(search: DirectorySearch, lang: Locale): SavedQuery<DirectoryItem> {
  const direction = search.sort === 'name_desc' ? -1 : 1
  // The English reader's order is the English name's, else the single one's.
  const key = (member: DirectoryItem) =>
    lang === 'en' ? nameSortKey(member.full_name_en || member.full_name, 'en') : nameSortKey(member.full_name)
  return {
    filter: (member) =>
      (!search.specialty || member.specialty === search.specialty) &&
      (!search.city || member.city === search.city) &&
      // The server's search: the name, the hospital and the city, each in both languages.
      matchesSearch(
        search.query,
        {
          title_ar: member.full_name_ar || member.full_name,
          title_en: member.full_name_en || member.full_name,
        },
        [member.hospital, referenceSearchText('city', member.city)],
      ),
    compare: compareBy.chain(
      // The server's order: the name's sort key (titles and articles left out), then the id.
      (a, b) => direction * compareBy.text(key(a), key(b)),
      (a, b) => direction * compareBy.number(a.id, b.id),
    ),
    page: search.page,
    pageSize: search.page_size,
  }
}

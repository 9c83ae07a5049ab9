import { fieldOf } from '@contract/narrow'
import { foldArabic } from '@contract/fold-arabic'
import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** Offline, a list never fetched is answered from every cached answer of the entity, with the server's rules. */
export interface ListPage<T> {
  items: T[]
  total: number
}

export interface CachedItem<T> {
  item: T
  fetchedAt: number
}

export interface SavedPage<T> extends ListPage<T> {
  updatedAt: number
}

function isListAnswer(data: unknown): data is { items: unknown[] } {
  return Array.isArray(fieldOf(data, 'items'))
}

function hasId(item: unknown): item is { id: number } {
  return typeof fieldOf(item, 'id') === 'number'
}

/** One copy per id, the most recently fetched (an older page may hold a since-changed copy). */
export function collectCachedItems<T extends { id: number }>(
  client: QueryClient,
  prefix: QueryKey,
): CachedItem<T>[] {
  const byId = new Map<number, CachedItem<T>>()
  for (const query of client.getQueryCache().findAll({ queryKey: prefix })) {
    const { data, dataUpdatedAt } = query.state
    if (!isListAnswer(data)) continue
    for (const item of data.items) {
      if (!hasId(item)) continue
      const known = byId.get(item.id)
      // Cast: every query under `prefix` caches pages of T (only the id is checked here).
      if (!known || known.fetchedAt < dataUpdatedAt)
        byId.set(item.id, { item: item as T, fetchedAt: dataUpdatedAt })
    }
  }
  return [...byId.values()]
}

/** As the server's search columns are: link targets are not searched. */
function markdownWords(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[#*_`>~|]+/g, ' ')
}

const TRIGRAM = 3

/**
 * The server's content search (server/lib/content-search.ts) over one item: every folded
 * word of three or more characters occurs somewhere; a query of only shorter words matches
 * a title (either language) that starts with it. An empty query matches everything.
 */
export function matchesSearch(
  query: string,
  titles: { title_ar: string; title_en: string },
  texts: readonly (string | null | undefined)[],
): boolean {
  const words = foldArabic(query).split(' ').filter(Boolean)
  if (!words.length) return true
  const long = words.filter((word) => [...word].length >= TRIGRAM)
  if (long.length) {
    const haystack = foldArabic(
      [titles.title_ar, titles.title_en, ...texts]
        .filter((part): part is string => !!part)
        .map(markdownWords)
        .join('\n'),
    )
    return long.every((word) => haystack.includes(word))
  }
  const prefix = words.join(' ')
  return foldArabic(titles.title_ar).startsWith(prefix) || foldArabic(titles.title_en).startsWith(prefix)
}

export interface SavedQuery<T> {
  filter: (item: T) => boolean
  compare: (a: T, b: T) => number
  page: number
  pageSize: number
}

/** One page of the saved items that pass `filter`, in `compare` order, with the total. */
export function savedPage<T>(
  cached: readonly CachedItem<T>[],
  { filter, compare, page, pageSize }: SavedQuery<T>,
): SavedPage<T> {
  const matching = cached.filter((entry) => filter(entry.item)).sort((a, b) => compare(a.item, b.item))
  const start = (Math.max(1, page) - 1) * pageSize
  const shown = matching.slice(start, start + pageSize)
  return {
    items: shown.map((entry) => entry.item),
    total: matching.length,
    updatedAt: shown.length ? Math.min(...shown.map((entry) => entry.fetchedAt)) : 0,
  }
}

/** Comparators the list rules are built from. */
export const compareBy = {
  text: (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0),
  number: (a: number, b: number) => a - b,
  /** Then-by: the first comparator that tells the two apart decides. */
  chain:
    <T>(...comparators: ((a: T, b: T) => number)[]) =>
    (a: T, b: T) => {
      for (const compare of comparators) {
        const order = compare(a, b)
        if (order !== 0) return order
      }
      return 0
    },
}

/**
 * The freshest cached copy of one item among every list answer under `prefix` (a details
 * link opened from a list, or offline from what a list saved): undefined when no list
 * holds it.
 */
export function cachedListItem<T extends { id: number }>(
  client: QueryClient,
  prefix: QueryKey,
  id: number,
): CachedItem<T> | undefined {
  return collectCachedItems<T>(client, prefix).find((entry) => entry.item.id === id)
}

/**
 * Seeds an item's details query from the lists already cached (TanStack Query's initial
 * data): a details link opened from its list shows at once, and refetches only once stale.
 */
export function seedFromLists<T extends { id: number }>(client: QueryClient, prefix: QueryKey, id: number) {
  return {
    initialData: () => cachedListItem<T>(client, prefix, id)?.item,
    initialDataUpdatedAt: () => cachedListItem<T>(client, prefix, id)?.fetchedAt,
  }
}

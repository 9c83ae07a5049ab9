/** How many pages `total` rows fill at `pageSize` a page; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** One page of a paged list as the admin screens receive it: its rows, the total, and where it stands. */
export function pageAnswer<Row, Item>(
  rows: readonly Row[],
  toItem: (row: Row) => Item,
  total: number,
  page: number,
  pageSize: number,
) {
  return { items: rows.map(toItem), total, page, page_size: pageSize }
}

/**
 * What every public content list takes from its query (contract/content-query.ts): the search
 * words, the order (newest first unless asked otherwise) and the rows of the asked page.
 */
export function listWindow(query: {
  search: string
  order?: 'asc' | 'desc' | undefined
  limit: number
  page: number
}) {
  return {
    search: query.search,
    order: query.order ?? 'desc',
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  }
}

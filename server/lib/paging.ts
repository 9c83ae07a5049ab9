/** An empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

export function pageAnswer<Row, Item>(
  rows: readonly Row[],
  toItem: (row: Row) => Item,
  total: number,
  page: number,
  pageSize: number,
) {
  return { items: rows.map(toItem), total, page, page_size: pageSize }
}

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

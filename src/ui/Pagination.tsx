import { paginationWindow, totalPagesOf } from './pagination-window'
import * as css from './pagination.css'

export interface PaginationProps {
  page: number
  total: number
  pageSize: number
  onPageChange: (page: number) => void
  labels: { nav: string; previous: string; next: string; page: (page: number) => string }
}

/** Numbered pagination (spec §2): at most 5 page buttons plus Previous and Next. */
export function Pagination({ page, total, pageSize, onPageChange, labels }: PaginationProps) {
  const totalPages = totalPagesOf(total, pageSize)
  if (totalPages <= 1) return null
  return (
    <nav aria-label={labels.nav} className={css.nav}>
      <button type="button" className={css.step} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {labels.previous}
      </button>
      <ul className={css.list}>
        {paginationWindow(page, totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={css.number}
              aria-current={number === page ? 'page' : undefined}
              aria-label={labels.page(number)}
              onClick={() => onPageChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={css.step} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {labels.next}
      </button>
    </nav>
  )
}

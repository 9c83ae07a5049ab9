import { useLingui } from '@lingui/react'
import { paginationWindow, totalPagesOf } from './pagination-window'
import * as css from './pagination.css'
import { formatNumber } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'

interface StepLabels {
  nav: string
  previous: string
  next: string
}

export interface PaginationProps {
  page: number
  total: number
  pageSize: number
  onPageChange: (page: number) => void
  hideSinglePage?: boolean
  /** `page` names each numbered button; `status` replaces the numbers with one line, shown on a single page too. */
  labels: StepLabels &
    (
      | { page: (page: string) => string; status?: never }
      | { status: (page: number, totalPages: number) => string; page?: never }
    )
}

export function Pagination({
  page,
  total,
  pageSize,
  onPageChange,
  hideSinglePage = false,
  labels,
}: PaginationProps) {
  const { i18n } = useLingui()
  // Page numbers in the reader's digits, like every other count.
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const totalPages = totalPagesOf(total, pageSize)
  if (totalPages < (labels.status && !hideSinglePage ? 1 : 2)) return null
  return (
    <nav aria-label={labels.nav} className={css.nav}>
      <button type="button" className={css.step} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {labels.previous}
      </button>
      {labels.status ? (
        <span className={css.status}>{labels.status(page, totalPages)}</span>
      ) : (
        <ul className={css.list}>
          {paginationWindow(page, totalPages).map((number) => (
            <li key={number}>
              <button
                type="button"
                className={css.number}
                aria-current={number === page ? 'page' : undefined}
                aria-label={labels.page(formatNumber(number, locale))}
                onClick={() => onPageChange(number)}
              >
                {formatNumber(number, locale)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={css.step}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {labels.next}
      </button>
    </nav>
  )
}

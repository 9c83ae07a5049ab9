import { useLingui } from '@lingui/react/macro'
import type { PaginationProps } from '@/ui/Pagination'

/** The admin lists' pager: Previous, "Page n of m", Next. */
export function usePagerLabels(): PaginationProps['labels'] {
  const { t } = useLingui()
  return {
    nav: t`Pagination`,
    previous: t`Previous`,
    next: t`Next`,
    // `page` by that name and the total as an expression, not a name, keep the message id
    // "Page {page} of {0}" (and so its translation).
    status: (page, totalPages) => t`Page ${page} of ${Number(totalPages)}`,
  }
}

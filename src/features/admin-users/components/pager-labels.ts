import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import type { PaginationProps } from '@/ui/lists/Pagination'

/** The admin lists' pager: Previous, "Page n of m", Next. */
export function usePagerLabels(): PaginationProps['labels'] {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  return {
    nav: t`Pagination`,
    previous: t`Previous`,
    next: t`Next`,
    // `page` by that name and the total as an expression, not a name, keep the message id
    // "Page {page} of {0}" (and so its translation); numbers in the reader's digits.
    status: (current, totalPages) => {
      const page = formatNumber(current, locale)
      return t`Page ${page} of ${formatNumber(totalPages, locale)}`
    },
  }
}

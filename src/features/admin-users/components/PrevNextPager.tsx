import { useLingui } from '@lingui/react/macro'
import { button } from '@/ui/button.css'
import * as css from './admin-users.css'

/** Previous / "Page n of m" / Next, shown only when there is more than one page. */
export function PrevNextPager(props: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui()
  // `page` by that name and the total as an expression keep the message "Page {page} of {0}".
  const { page } = props
  if (props.pages <= 1) return null
  return (
    <nav className={css.pager} aria-label={t`Pagination`}>
      <button type="button" className={button.secondary} disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
        {t`Previous`}
      </button>
      <span>{t`Page ${page} of ${props.pages}`}</span>
      <button type="button" className={button.secondary} disabled={page >= props.pages} onClick={() => props.onPage(page + 1)}>
        {t`Next`}
      </button>
    </nav>
  )
}

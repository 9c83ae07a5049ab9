import type { Locale } from '@contract/constants'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useDocumentTitle } from '@/lib/document-title'
import { formatDate } from '@/lib/format'
import { button } from '@/ui/button.css'
import { adminUserQueries } from '../api/users-queries'
import * as css from './admin-users.css'

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value))

/** Issue 6: who changed what and when, with the record before and after. */
export function AuditPage() {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Audit log`)
  const [page, setPage] = useState(1)
  const list = useQuery({ ...adminUserQueries.audit(page), placeholderData: keepPreviousData })
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">{t`Audit log`}</h1>
      {list.isError ? (
        <div className={css.alert} role="alert">
          <p>{list.error.message || t`Failed to load`}</p>
          <button type="button" className={button.secondary} onClick={() => void list.refetch()}>
            {t`Retry`}
          </button>
        </div>
      ) : !list.data ? (
        <p className={css.empty}>{t`Loading…`}</p>
      ) : list.data.items.length === 0 ? (
        <p className={css.empty}>{t`No changes recorded yet`}</p>
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className="visually-hidden">{t`Audit log`}</caption>
            <thead>
              <tr>
                <th className={css.th} scope="col">{t`When`}</th>
                <th className={css.th} scope="col">{t`Who`}</th>
                <th className={css.th} scope="col">{t`What`}</th>
                <th className={css.th} scope="col">{t`Before`}</th>
                <th className={css.th} scope="col">{t`After`}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((entry) => (
                <tr key={entry.id}>
                  <td className={css.td}>{formatDate(entry.created_at, i18n.locale as Locale, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  <td className={css.td}>{entry.actor_email ?? '—'}</td>
                  <td className={css.td}>
                    {entry.action} #{entry.entity_id ?? ''}
                  </td>
                  <td className={css.td}>
                    <code>{show(entry.before)}</code>
                  </td>
                  <td className={css.td}>
                    <code>{show(entry.after)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && list.data.pages > 1 ? (
        <nav className={css.pager} aria-label={t`Pagination`}>
          <button type="button" className={button.secondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t`Previous`}
          </button>
          <span>{t`Page ${page} of ${list.data.pages}`}</span>
          <button type="button" className={button.secondary} disabled={page >= list.data.pages} onClick={() => setPage(page + 1)}>
            {t`Next`}
          </button>
        </nav>
      ) : null}
    </section>
  )
}

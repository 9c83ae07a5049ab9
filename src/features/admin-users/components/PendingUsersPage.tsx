import { ACCOUNT_STATUSES, SEARCH_DEBOUNCE_MS, type AccountStatus, type Locale } from '@contract/constants'
import type { LifecycleUser } from '@contract/users-lifecycle'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useDocumentTitle } from '@/lib/document-title'
import { formatDate } from '@/lib/format'
import { button } from '@/ui/button.css'
import { SelectField, TextField } from '@/ui/Field'
import { useToast } from '@/ui/Toast'
import { adminUserQueries, decideApplication } from '../api/users-queries'
import * as css from './admin-users.css'
import { ConfirmDialog } from './ConfirmDialog'
import { STATUS_LABELS } from './labels'

type Decision = { action: 'approve' | 'reject'; user: LifecycleUser } | null

/** Spec §2 Pending Users; §4: a decided row stays hidden until the filter or search changes. */
export function PendingUsersPage() {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  useDocumentTitle(t`Pending Users`)
  const toast = useToast()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<AccountStatus>('pending')
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set())
  const [decision, setDecision] = useState<Decision>(null)
  const [busy, setBusy] = useState(false)
  const list = useQuery({ ...adminUserQueries.pending({ status, search, page }), placeholderData: keepPreviousData })

  useEffect(() => {
    if (typed === search) return
    const timer = setTimeout(() => {
      setSearch(typed)
      setPage(1)
      setHidden(new Set())
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, search])

  const decide = async () => {
    if (!decision) return
    setBusy(true)
    try {
      await decideApplication(decision.user.id, decision.action)
      toast.show(decision.action === 'approve' ? t`User approved. Activation email sent.` : t`User rejected.`, 'success')
      setHidden(new Set([...hidden, decision.user.id]))
      setDecision(null)
      void queryClient.invalidateQueries({ queryKey: ['admin-users', 'stats'] })
    } catch {
      toast.show(t`Unable to complete the action. Please try again.`, 'error')
    } finally {
      setBusy(false)
    }
  }

  const rows = (list.data?.items ?? []).filter((user) => !hidden.has(user.id))
  const actions = (user: LifecycleUser) => (
    <div className={css.actions}>
      {user.status !== 'active' ? (
        <button type="button" className={`${button.primary} ${css.small}`} aria-label={t`Approve ${user.email}`} onClick={() => setDecision({ action: 'approve', user })}>
          {t`Approve`}
        </button>
      ) : null}
      {user.status !== 'rejected' ? (
        <button type="button" className={`${button.secondary} ${css.small}`} aria-label={t`Reject ${user.email}`} onClick={() => setDecision({ action: 'reject', user })}>
          {t`Reject`}
        </button>
      ) : null}
    </div>
  )

  return (
    <section aria-labelledby="pending-heading">
      <h1 id="pending-heading">{t`Pending Users`}</h1>
      <div className={css.toolbar} role="search" aria-label={t`Filter users`}>
        <TextField label={t`Search`} type="search" value={typed} placeholder={t`Email or name`} onChange={(e) => setTyped(e.target.value)} />
        <SelectField
          label={t`Status`}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as AccountStatus)
            setPage(1)
            setHidden(new Set())
          }}
        >
          {ACCOUNT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {i18n._(STATUS_LABELS[s])}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className={button.ghost}
          onClick={() => {
            setTyped('')
            setSearch('')
            setStatus('pending')
            setPage(1)
            setHidden(new Set())
          }}
        >
          {t`Reset`}
        </button>
      </div>
      {list.isError ? (
        <div className={css.alert} role="alert">
          <p>{list.data ? t`Unable to load users. Please try again.` : t`Unable to load users.`}</p>
          <button type="button" className={button.secondary} onClick={() => void list.refetch()}>
            {t`Retry`}
          </button>
        </div>
      ) : !list.data ? (
        <p className={css.empty}>{t`Loading…`}</p>
      ) : rows.length === 0 ? (
        <p className={css.empty}>{t`No users found for this filter.`}</p>
      ) : (
        <>
          <div className={`${css.tableWrap} ${css.desktopOnly}`}>
            <table className={css.table}>
              <caption className="visually-hidden">{t`Pending Users`}</caption>
              <thead>
                <tr>
                  <th className={css.th} scope="col">{t`Name`}</th>
                  <th className={css.th} scope="col">{t`Email`}</th>
                  <th className={css.th} scope="col">{t`Registered`}</th>
                  <th className={css.th} scope="col">{t`Status`}</th>
                  <th className={css.th} scope="col">{t`Notes`}</th>
                  <th className={css.th} scope="col">{t`Actions`}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((user) => (
                  <tr key={user.id}>
                    <td className={css.td}>{user.full_name ?? '—'}</td>
                    <td className={css.td}>{user.email}</td>
                    <td className={css.td}>{formatDate(user.created_at, locale)}</td>
                    <td className={css.td}>
                      <span className={css.badge.warning}>{i18n._(STATUS_LABELS[user.status])}</span>
                    </td>
                    <td className={css.td}>{user.notes ?? '—'}</td>
                    <td className={css.td}>{actions(user)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={css.mobileOnly} aria-label={t`Pending Users`}>
            {rows.map((user) => (
              <li key={user.id} className={css.mobileCard}>
                <strong>{user.full_name ?? user.email}</strong>
                <span className={css.muted}>
                  {user.email} · {formatDate(user.created_at, locale)}
                </span>
                <span>
                  <span className={css.badge.warning}>{i18n._(STATUS_LABELS[user.status])}</span>
                </span>
                {user.notes ? <span className={css.muted}>{user.notes}</span> : null}
                {actions(user)}
              </li>
            ))}
          </ul>
        </>
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
      <ConfirmDialog
        open={decision !== null}
        title={decision?.action === 'approve' ? t`Approve registration` : t`Reject registration`}
        message={decision?.action === 'approve' ? t`Approve ${decision.user.email}? An activation email will be sent.` : t`Reject ${decision?.user.email ?? ''}?`}
        confirmLabel={decision?.action === 'approve' ? t`Approve` : t`Reject`}
        cancelLabel={t`Cancel`}
        danger={decision?.action === 'reject'}
        busy={busy}
        onClose={() => setDecision(null)}
        onConfirm={() => void decide()}
      />
    </section>
  )
}

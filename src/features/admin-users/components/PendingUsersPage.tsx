import { localeOf } from '@/lib/i18n/i18n'
import { ACCOUNT_STATUSES, SEARCH_DEBOUNCE_MS, type AccountStatus } from '@contract/constants'
import type { LifecycleUser } from '@contract/users'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { formatDate } from '@/lib/format/format'
import { isNetworkFailure } from '@/lib/offline/offline-results'
import { useSession } from '@/lib/session/session'
import * as shared from '@/ui/admin/admin-page.css'
import { button } from '@/ui/primitives/button.css'
import { DataTable } from '@/ui/admin/DataTable'
import { ChoiceField, TextField } from '@/ui/primitives/Field'
import { LoadState } from '@/ui/admin/LoadState'
import { Pagination } from '@/ui/lists/Pagination'
import { useToast } from '@/ui/primitives/Toast'
import { adminUserQueries, decideApplication, FIRST_PENDING_VIEW } from '../api/users-queries'
import { allowedActions } from '../model'
import { AccessChangeDialog } from './AccessChangeDialog'
import * as css from './admin-users.css'
import { STATUS_LABELS, TIER_LABELS } from '@/lib/i18n/account-labels'
import { ReferenceText } from '@/ui/text/ReferenceText'
import { usePagerLabels } from './pager-labels'
import { phoneCell } from './phone-cell'
import { PersonName } from '@/ui/text/PersonName'

type Decision = { action: 'approve' | 'reject'; user: LifecycleUser } | null

/** Pending Users: a decided row stays hidden until the filter or search changes. */
export function PendingUsersPage() {
  const { t, i18n } = useLingui()
  const pagerLabels = usePagerLabels()
  const locale = localeOf(i18n)
  const toast = useToast()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<AccountStatus>(FIRST_PENDING_VIEW.status)
  const [typed, setTyped] = useState(FIRST_PENDING_VIEW.search)
  const [search, setSearch] = useState(FIRST_PENDING_VIEW.search)
  const [page, setPage] = useState(FIRST_PENDING_VIEW.page)
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set())
  const [decision, setDecision] = useState<Decision>(null)
  const [busy, setBusy] = useState(false)
  const list = useQuery({
    ...adminUserQueries.pending({ status, search, page }),
    placeholderData: keepPreviousData,
  })
  const stats = useQuery(adminUserQueries.stats())
  const { user: me } = useSession()

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
      toast.show(
        decision.action === 'approve' ? t`User approved. Activation email sent.` : t`User rejected.`,
        'success',
      )
      setHidden(new Set([...hidden, decision.user.id]))
      setDecision(null)
      void queryClient.invalidateQueries({
        queryKey: ['admin-users', 'stats'],
      })
    } catch (error) {
      // Offline, the same words as the other admin saves (the api-client's OfflineError); a
      // request that never reached the server while the browser still claims a connection too.
      toast.show(
        isNetworkFailure(error)
          ? t`You are offline. Please try again when you are connected.`
          : t`Unable to complete the action. Please try again.`,
        'error',
      )
    } finally {
      setBusy(false)
    }
  }

  const rows = (list.data?.items ?? []).filter((user) => !hidden.has(user.id))
  const statusBadge = (user: LifecycleUser) => (
    <span className={css.badge.warning}>{i18n._(STATUS_LABELS[user.status])}</span>
  )
  const tierBadge = (user: LifecycleUser) => (
    <span className={css.badge.neutral}>{i18n._(TIER_LABELS[user.tier])}</span>
  )
  // The specialty chosen at registration, in the reader's language (free text as typed).
  const specialtyOf = (user: LifecycleUser) =>
    user.specialty ? <ReferenceText kind="specialty" value={user.specialty} /> : '—'
  const allowedOn = (user: LifecycleUser) => allowedActions(me, user, stats.data?.active_superadmins)
  /** Only what the server would accept for this row and this admin is offered. */
  const actions = (user: LifecycleUser) => {
    const allowed = allowedOn(user)
    return (
      <div className={shared.actions}>
        {allowed.has('approve') ? (
          <button
            type="button"
            className={shared.smallButton.primary}
            aria-label={t`Approve ${user.email}`}
            onClick={() => setDecision({ action: 'approve', user })}
          >
            {t`Approve`}
          </button>
        ) : null}
        {allowed.has('reject') ? (
          <button
            type="button"
            className={shared.smallButton.secondary}
            aria-label={t`Reject ${user.email}`}
            onClick={() => setDecision({ action: 'reject', user })}
          >
            {t`Reject`}
          </button>
        ) : null}
      </div>
    )
  }

  return (
    <section aria-labelledby="pending-heading">
      <h1 id="pending-heading">{t`Pending Users`}</h1>
      <div className={shared.toolbarDense} role="search" aria-label={t`Filter users`}>
        <TextField
          label={t`Search`}
          type="search"
          value={typed}
          placeholder={t`Email or name`}
          onChange={(e) => setTyped(e.target.value)}
        />
        <ChoiceField
          label={t`Status`}
          choices={ACCOUNT_STATUSES}
          labelOf={(s) => i18n._(STATUS_LABELS[s])}
          value={status}
          onChange={(chosen) => {
            setStatus(chosen)
            setPage(1)
            setHidden(new Set())
          }}
        />
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
      <LoadState
        error={
          list.isError
            ? list.data
              ? t`Unable to load users. Please try again.`
              : t`Unable to load users.`
            : null
        }
        onRetry={() => void list.refetch()}
        retryLabel={t`Retry`}
        loading={!list.data}
        loadingLabel={t`Loading…`}
        empty={rows.length === 0 ? t`No users found for this filter.` : null}
      >
        <DataTable
          caption={t`Pending Users`}
          rows={rows}
          rowKey={(user) => user.id}
          nowrapHeaders
          columns={[
            {
              key: 'name',
              header: t`Name`,
              cell: (user) => (user.full_name ? <PersonName person={user} /> : '—'),
            },
            { key: 'email', header: t`Email`, cell: (user) => user.email },
            { key: 'tier', header: t`Membership type`, cell: tierBadge },
            { key: 'specialty', header: t`Specialty`, cell: specialtyOf },
            { key: 'phone', header: t`Phone`, cell: phoneCell },
            {
              key: 'registered',
              header: t`Registered`,
              cell: (user) => formatDate(user.created_at, locale),
            },
            { key: 'status', header: t`Status`, cell: statusBadge },
            {
              key: 'notes',
              header: t`Notes`,
              cell: (user) => (user.notes ? <bdi dir="auto">{user.notes}</bdi> : '—'),
            },
            { key: 'actions', header: t`Actions`, cell: actions },
          ]}
          mobileCard={(user) => (
            <>
              <strong>
                <PersonName person={user} fallback={user.email} />
              </strong>
              <span className={shared.muted}>{user.email}</span>
              <dl className={css.cardFacts}>
                <dt>{t`Membership type`}</dt>
                <dd>{tierBadge(user)}</dd>
                <dt>{t`Specialty`}</dt>
                <dd>{specialtyOf(user)}</dd>
                <dt>{t`Phone`}</dt>
                <dd>{phoneCell(user)}</dd>
                <dt>{t`Registered`}</dt>
                <dd>{formatDate(user.created_at, locale)}</dd>
              </dl>
              <span>{statusBadge(user)}</span>
              {user.notes ? <span className={shared.muted}>{user.notes}</span> : null}
              {actions(user)}
            </>
          )}
        />
      </LoadState>
      {list.data ? (
        <Pagination
          page={page}
          total={list.data.total}
          pageSize={list.data.page_size}
          onPageChange={setPage}
          hideSinglePage
          labels={pagerLabels}
        />
      ) : null}
      <AccessChangeDialog
        change={decision ? { kind: decision.action, user: decision.user } : null}
        busy={busy}
        onClose={() => setDecision(null)}
        onConfirm={() => void decide()}
      />
    </section>
  )
}

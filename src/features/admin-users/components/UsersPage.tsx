import { USER_SORTS, type AdminUser, type UsersScreenSearch } from '@contract/admin-users'
import { ROLES, SEARCH_DEBOUNCE_MS, TIERS, USERS_PAGE_SIZES, type Locale, type Role, type Tier } from '@contract/constants'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { formatDate, formatNumber } from '@/lib/format'
import { useSession } from '@/lib/session'
import { FormActions } from '@/ui/AdminForm'
import { AdminModal, ModalActions } from '@/ui/AdminModal'
import * as page from '@/ui/admin-page.css'
import { button } from '@/ui/button.css'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { DataTable } from '@/ui/DataTable'
import { SelectField, TextField } from '@/ui/Field'
import { LoadState } from '@/ui/LoadState'
import { StatCards } from '@/ui/StatCards'
import { useToast } from '@/ui/Toast'
import { activateUser, adminUserQueries, deleteUserPermanently, fetchAllUsers, sendActivation, updateUser } from '../api/users-queries'
import { assignableRoles, changedFields, deleteConfirmed, hasActiveFilters, largestRoleGroup, pageNumbers, shownRange, usersCsv, withFilter } from '../model'
import * as css from './admin-users.css'
import { ROLE_LABELS, SORT_LABELS, TIER_LABELS } from './labels'


type Pending = { kind: 'edit' | 'toggle' | 'delete'; user: AdminUser } | null

/** Users: stats, filters mirrored in the address, table, pager, modals, toasts. */
export function UsersPage({ search, onSearchChange }: { search: UsersScreenSearch; onSearchChange: (next: UsersScreenSearch, options?: { replace?: boolean }) => void }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  useDocumentTitle(t`Users`)
  const { user: me } = useSession()
  const toast = useToast()
  const queryClient = useQueryClient()
  const list = useQuery({ ...adminUserQueries.list(search), placeholderData: keepPreviousData })
  const stats = useQuery(adminUserQueries.stats())
  const [typed, setTyped] = useState(search.search)
  const [pending, setPending] = useState<Pending>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => setTyped(search.search), [search.search])
  useEffect(() => {
    if (typed === search.search) return
    const timer = setTimeout(() => onSearchChange(withFilter(search, { search: typed }), { replace: true }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, search, onSearchChange])

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminUserQueries.all })
  const run = async (action: () => Promise<unknown>, success: string | null, fallback: string) => {
    setBusy(true)
    try {
      await action()
      if (success) toast.show(success, 'success')
      setPending(null)
      await refresh()
    } catch (error) {
      toast.show(errorMessage(error, fallback), 'error')
    } finally {
      setBusy(false)
    }
  }

  const exportCsv = async () => {
    try {
      const users = await fetchAllUsers(search)
      const url = URL.createObjectURL(new Blob([usersCsv(users)], { type: 'text/csv;charset=utf-8' }))
      const link = document.createElement('a')
      link.href = url
      link.download = 'users.csv'
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    } catch (error) {
      toast.show(errorMessage(error, t`Failed to load users`), 'error')
    }
  }

  const data = list.data
  const range = data ? shownRange(data.page, data.page_size, data.total) : { from: 0, to: 0 }
  const largest = largestRoleGroup(stats.data)
  const isMe = (user: AdminUser) => user.id === me?.id
  const canDelete = me?.role === 'superadmin'

  const rowActions = (user: AdminUser) =>
    isMe(user) ? (
      <span className={page.muted}>{t`This is you`}</span>
    ) : (
      <div className={page.actions}>
        <button type="button" className={page.smallButton.secondary} onClick={() => setPending({ kind: 'edit', user })} aria-label={t`Edit ${user.email}`}>
          {t`Edit`}
        </button>
        <button type="button" className={page.smallButton.secondary} onClick={() => setPending({ kind: 'toggle', user })} aria-label={user.is_active ? t`Deactivate ${user.email}` : t`Activate ${user.email}`}>
          {user.is_active ? t`Deactivate` : t`Activate`}
        </button>
        <button
          type="button"
          className={page.smallButton.ghost}
          aria-label={t`Send activation email to ${user.email}`}
          onClick={() => void run(() => sendActivation(user.id), t`Activation email sent`, t`Failed to send activation email`)}
        >
          {t`Send activation`}
        </button>
        {canDelete ? (
          <button type="button" className={page.smallButton.danger} onClick={() => setPending({ kind: 'delete', user })} aria-label={t`Delete ${user.email} permanently`}>
            {t`Delete`}
          </button>
        ) : null}
      </div>
    )

  const badges = (user: AdminUser) => (
    <>
      <span className={user.role === 'superadmin' || user.role === 'admin' ? css.badge.info : css.badge.neutral}>{i18n._(ROLE_LABELS[user.role])}</span>{' '}
      <span className={css.badge.neutral}>{i18n._(TIER_LABELS[user.tier])}</span>{' '}
      <span className={user.is_active ? css.badge.success : css.badge.danger}>{user.is_active ? t`Active` : t`Inactive`}</span>
    </>
  )

  return (
    <section aria-labelledby="users-heading">
      <div className={page.heading}>
        <h1 id="users-heading">{t`Users`}</h1>
        <button type="button" className={button.secondary} onClick={() => void exportCsv()}>
          {t`Export CSV`}
        </button>
      </div>
      <StatCards
        label={t`User statistics`}
        items={[
          { label: t`Total users`, value: stats.data ? formatNumber(stats.data.total_users, locale) : '–' },
          { label: t`Active`, value: stats.data ? formatNumber(stats.data.active_users, locale) : '–' },
          { label: t`Inactive`, value: stats.data ? formatNumber(stats.data.inactive_users, locale) : '–' },
          {
            label: largest && (ROLES as readonly string[]).includes(largest.role) ? t`Largest role group: ${i18n._(ROLE_LABELS[largest.role as Role])}` : t`Largest role group`,
            value: largest ? formatNumber(largest.count, locale) : '–',
          },
        ]}
      />
      <div className={page.toolbarDense} role="search" aria-label={t`Filter users`}>
        <TextField label={t`Search`} type="search" value={typed} placeholder={t`Email or name`} onChange={(e) => setTyped(e.target.value)} />
        <SelectField label={t`Role`} value={search.role ?? ''} onChange={(e) => onSearchChange(withFilter(search, { role: (e.target.value || undefined) as Role | undefined }))}>
          <option value="">{t`All roles`}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {i18n._(ROLE_LABELS[role])}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Tier`} value={search.tier ?? ''} onChange={(e) => onSearchChange(withFilter(search, { tier: (e.target.value || undefined) as Tier | undefined }))}>
          <option value="">{t`All tiers`}</option>
          {TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {i18n._(TIER_LABELS[tier])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Status`}
          value={search.is_active === undefined ? '' : String(search.is_active)}
          onChange={(e) => onSearchChange(withFilter(search, { is_active: e.target.value === '' ? undefined : e.target.value === 'true' }))}
        >
          <option value="">{t`All statuses`}</option>
          <option value="true">{t`Active`}</option>
          <option value="false">{t`Inactive`}</option>
        </SelectField>
        <SelectField label={t`Sort`} value={search.sort} onChange={(e) => onSearchChange(withFilter(search, { sort: e.target.value as UsersScreenSearch['sort'] }))}>
          {USER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {i18n._(SORT_LABELS[sort])}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Page size`} value={String(search.page_size)} onChange={(e) => onSearchChange(withFilter(search, { page_size: Number(e.target.value) as UsersScreenSearch['page_size'] }))}>
          {USERS_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className={button.ghost}
          onClick={() => {
            setTyped('')
            onSearchChange({ page: 1, page_size: 20, sort: '-created_at', search: '' })
          }}
        >
          {t`Reset`}
        </button>
      </div>

      <LoadState
        error={list.isError ? errorMessage(list.error, t`Failed to load users`) : null}
        onRetry={() => void list.refetch()}
        retryLabel={t`Retry`}
        loading={!data}
        loadingLabel={t`Loading…`}
        empty={data?.items.length === 0 ? (hasActiveFilters(search) ? t`No users match these filters.` : t`No users yet`) : null}
      >
        {() =>
          data ? (
            <>
              <DataTable
                caption={t`Users`}
                rows={data.items}
                rowKey={(user) => user.id}
                nowrapHeaders
                columns={[
                  {
                    key: 'email',
                    header: t`Email`,
                    cell: (user) => (
                      <>
                        <div>{user.email}</div>
                        <div className={page.muted}>#{user.id}</div>
                      </>
                    ),
                  },
                  { key: 'name', header: t`Name`, cell: (user) => user.full_name ?? '—' },
                  { key: 'badges', header: t`Role, tier and state`, cell: badges },
                  { key: 'registered', header: t`Registered`, cell: (user) => formatDate(user.created_at, locale) },
                  { key: 'actions', header: t`Actions`, cell: rowActions },
                ]}
                mobileCard={(user) => (
                  <>
                    <strong>{user.email}</strong>
                    <span className={page.muted}>
                      #{user.id} · {user.full_name ?? '—'}
                    </span>
                    <div>{badges(user)}</div>
                    {rowActions(user)}
                  </>
                )}
              />
          <nav className={css.pager} aria-label={t`Pagination`}>
            <p>{t`Showing ${range.from}-${range.to} of ${data.total} users`}</p>
            <ul className={css.pageButtons}>
              <li>
                <button type="button" className={page.smallButton.secondary} disabled={data.page <= 1} onClick={() => onSearchChange({ ...search, page: data.page - 1 })}>
                  {t`Previous`}
                </button>
              </li>
              {pageNumbers(data.page, data.total_pages).map((n) => (
                <li key={n}>
                  <button
                    type="button"
                    className={n === data.page ? page.smallButton.primary : page.smallButton.secondary}
                    aria-current={n === data.page ? 'page' : undefined}
                    aria-label={t`Page ${n}`}
                    onClick={() => onSearchChange({ ...search, page: n })}
                  >
                    {n}
                  </button>
                </li>
              ))}
              <li>
                <button type="button" className={page.smallButton.secondary} disabled={data.page >= data.total_pages} onClick={() => onSearchChange({ ...search, page: data.page + 1 })}>
                  {t`Next`}
                </button>
              </li>
            </ul>
          </nav>
            </>
          ) : null
        }
      </LoadState>

      {pending?.kind === 'edit' ? (
        <EditUserModal
          user={pending.user}
          viewerRole={me?.role}
          busy={busy}
          onClose={() => setPending(null)}
          onSave={(changes) => {
            if (!changes) return setPending(null)
            void run(() => updateUser(pending.user.id, changes), t`User updated`, t`Failed to update user`)
          }}
        />
      ) : null}
      <ConfirmDialog
        size="narrow"
        open={pending?.kind === 'toggle'}
        title={pending?.user.is_active ? t`Deactivate user` : t`Activate user`}
        message={pending?.user.is_active ? t`Deactivate ${pending.user.email}? They will be signed out everywhere.` : t`Activate ${pending?.user.email ?? ''}?`}
        confirmLabel={pending?.user.is_active ? t`Deactivate` : t`Activate`}
        cancelLabel={t`Cancel`}
        danger={pending?.user.is_active}
        busy={busy}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return
          const target = pending.user
          void run(() => (target.is_active ? updateUser(target.id, { is_active: false }) : activateUser(target.id)), target.is_active ? t`User deactivated` : t`User activated`, t`Failed to update user status`)
        }}
      />
      {pending?.kind === 'delete' ? (
        <DeleteUserModal
          user={pending.user}
          busy={busy}
          onClose={() => setPending(null)}
          onConfirm={() => void run(() => deleteUserPermanently(pending.user.id), t`User deleted permanently`, t`Failed to delete user`)}
        />
      ) : null}
    </section>
  )
}

function EditUserModal(props: { user: AdminUser; viewerRole: Role | undefined; busy: boolean; onClose: () => void; onSave: (changes: ReturnType<typeof changedFields>) => void }) {
  const { t, i18n } = useLingui()
  const [form, setForm] = useState({ role: props.user.role, tier: props.user.tier, is_active: props.user.is_active })
  const roles = assignableRoles(props.viewerRole, ROLES)
  // A superadmin target shown to an admin keeps its current role visible.
  const roleOptions = roles.includes(form.role) ? roles : [form.role, ...roles]
  return (
    <AdminModal size="narrow" title={t`Edit user ${props.user.email}`} onClose={props.onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          props.onSave(changedFields(props.user, form))
        }}
      >
        <SelectField label={t`Role`} value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as Role })}>
          {roleOptions.map((role) => (
            <option key={role} value={role}>
              {i18n._(ROLE_LABELS[role])}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Tier`} value={form.tier} onChange={(e) => setForm({ ...form, tier: e.target.value as Tier })}>
          {TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {i18n._(TIER_LABELS[tier])}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Account state`} value={String(form.is_active)} onChange={(e) => setForm({ ...form, is_active: e.target.value === 'true' })}>
          <option value="true">{t`Active`}</option>
          <option value="false">{t`Inactive`}</option>
        </SelectField>
        <FormActions cancelLabel={t`Cancel`} saveLabel={t`Save`} busy={props.busy} onCancel={props.onClose} />
      </form>
    </AdminModal>
  )
}

function DeleteUserModal(props: { user: AdminUser; busy: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useLingui()
  const [typed, setTyped] = useState('')
  return (
    <AdminModal size="narrow" title={t`Delete user permanently`} onClose={props.onClose}>
      <p>{t`This permanently deletes ${props.user.email} and cannot be undone.`}</p>
      <TextField label={t`Type DELETE to confirm`} value={typed} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
      <ModalActions>
        <button type="button" className={button.secondary} onClick={props.onClose}>
          {t`Cancel`}
        </button>
        <button type="button" className={button.danger} disabled={!deleteConfirmed(typed) || props.busy} onClick={props.onConfirm}>
          {t`Delete permanently`}
        </button>
      </ModalActions>
    </AdminModal>
  )
}

import { isOneOf } from '@contract/narrow'
import { genderKey } from '@contract/gender'
import { localeOf } from '@/lib/i18n/i18n'
import { type AdminUser, type AdminUserAction, USER_SORTS, type UsersScreenSearch } from '@contract/users'
import { ROLES, SEARCH_DEBOUNCE_MS, TIERS, USERS_PAGE_SIZES, type Role, type Tier } from '@contract/constants'
import { plural, select } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { errorMessage } from '@/lib/http/errors'
import { formatDate, formatNumber } from '@/lib/format/format'
import { useSession } from '@/lib/session/session'
import { useFreshSignIn } from '@/ui/dialogs/FreshSignIn'
import { FormActions } from '@/ui/admin/AdminForm'
import { AdminModal, ModalActions } from '@/ui/admin/AdminModal'
import * as page from '@/ui/admin/admin-page.css'
import { button } from '@/ui/primitives/button.css'
import { DataTable } from '@/ui/admin/DataTable'
import { ChoiceField, SelectField, TextField } from '@/ui/primitives/Field'
import { LoadState } from '@/ui/admin/LoadState'
import { StatCards } from '@/ui/admin/StatCards'
import { useToast } from '@/ui/primitives/Toast'
import {
  activateUser,
  adminUserQueries,
  deleteUserPermanently,
  fetchAllUsers,
  sendActivation,
  updateUser,
} from '../api/users-queries'
import {
  allowedActions,
  changedFields,
  deleteConfirmed,
  roleOptions,
  stateOptions,
  hasActiveFilters,
  largestRoleGroup,
  pageNumbers,
  shownRange,
  usersCsv,
  withFilter,
} from '../model'
import { AccessChangeDialog, type AccessChange } from './AccessChangeDialog'
import * as css from './admin-users.css'
import { ROLE_LABELS, SORT_LABELS } from './labels'
import { TIER_LABELS } from '@/lib/i18n/account-labels'
import { phoneCell } from './phone-cell'
import { downloadCsv } from '@/lib/format/csv'
import { PersonName } from '@/ui/text/PersonName'

type Pending = { kind: 'edit' | 'delete'; user: AdminUser } | null
/** An access change waiting for the admin's yes, with the call that makes it. */
type Confirming = {
  change: AccessChange
  perform: () => Promise<unknown>
  success: string
  fallback: string
} | null

/** Users: stats, filters mirrored in the address, table, pager, modals, toasts. */
export function UsersPage({
  search,
  onSearchChange,
}: {
  search: UsersScreenSearch
  onSearchChange: (next: UsersScreenSearch, options?: { replace?: boolean }) => void
}) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const { user: me } = useSession()
  const toast = useToast()
  const queryClient = useQueryClient()
  const list = useQuery({
    ...adminUserQueries.list(search),
    placeholderData: keepPreviousData,
  })
  const stats = useQuery(adminUserQueries.stats())
  const [typed, setTyped] = useState(search.search)
  const [pending, setPending] = useState<Pending>(null)
  const [confirming, setConfirming] = useState<Confirming>(null)
  const [busy, setBusy] = useState(false)

  // The box follows the address when the address changes from elsewhere (back button, a link,
  // clearing the filters) — never when the change is the box's own text arriving there, which
  // would wipe what was typed meanwhile; adjusted during render, so no effect can run after
  // the first keystrokes and empty the box.
  const [sent, setSent] = useState(search.search)
  const [seen, setSeen] = useState(search.search)
  if (seen !== search.search) {
    setSeen(search.search)
    if (search.search !== sent) {
      setTyped(search.search)
      setSent(search.search)
    }
  }
  useEffect(() => {
    if (typed === search.search) return
    const timer = setTimeout(() => {
      setSent(typed)
      onSearchChange(withFilter(search, { search: typed }), { replace: true })
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, search, onSearchChange])

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminUserQueries.all })
  // A role change or a permanent delete may first ask the admin to confirm it is them.
  const { guard, dialog: freshSignInDialog } = useFreshSignIn()
  const run = async (action: () => Promise<unknown>, success: string | null, fallback: string) => {
    setBusy(true)
    try {
      await guard(action)
      if (success) toast.show(success, 'success')
      setPending(null)
      setConfirming(null)
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
      downloadCsv('users.csv', usersCsv(users))
    } catch (error) {
      toast.show(errorMessage(error, t`Failed to load users`), 'error')
    }
  }

  const data = list.data
  const range = data ? shownRange(data.page, data.page_size, data.total) : { from: 0, to: 0 }
  const showing = ({ from, to }: { from: number; to: number }, users: number) => {
    const first = formatNumber(from, locale)
    const last = formatNumber(to, locale)
    return t`Showing ${first}-${last} of ${plural(users, { one: '# user', other: '# users' })}`
  }
  const largest = largestRoleGroup(stats.data)
  const isMe = (user: AdminUser) => user.id === me?.id
  const activeSuperadmins = stats.data?.active_superadmins
  const allowedOn = (user: AdminUser) => allowedActions(me, user, activeSuperadmins)

  const toggle = (user: AdminUser) =>
    setConfirming(
      user.is_active
        ? {
            change: { kind: 'deactivate', user },
            perform: () => updateUser(user.id, { is_active: false }),
            success: t`User deactivated`,
            fallback: t`Failed to update user status`,
          }
        : {
            change: { kind: 'activate', user },
            perform: () => activateUser(user.id),
            success: t`User activated`,
            fallback: t`Failed to update user status`,
          },
    )

  /** Only what the server would accept for this row and this admin is offered. */
  const rowActions = (user: AdminUser) => {
    if (isMe(user)) return <span className={page.muted}>{t`This is you`}</span>
    const allowed = allowedOn(user)
    if (!allowed.has('edit'))
      return <span className={page.muted}>{t`Only a superadmin can change this account`}</span>
    return (
      <div className={page.actions}>
        <button
          type="button"
          className={page.smallButton.secondary}
          onClick={() => setPending({ kind: 'edit', user })}
          aria-label={t`Edit ${user.email}`}
        >
          {t`Edit`}
        </button>
        {allowed.has(user.is_active ? 'deactivate' : 'activate') ? (
          <button
            type="button"
            className={page.smallButton.secondary}
            onClick={() => toggle(user)}
            aria-label={user.is_active ? t`Deactivate ${user.email}` : t`Activate ${user.email}`}
          >
            {user.is_active ? t`Deactivate` : t`Activate`}
          </button>
        ) : null}
        {allowed.has('sendActivation') ? (
          <button
            type="button"
            className={page.smallButton.ghost}
            aria-label={t`Send activation email to ${user.email}`}
            onClick={() =>
              setConfirming({
                change: { kind: 'sendActivation', user },
                perform: () => sendActivation(user.id),
                success: t`Activation email sent`,
                fallback: t`Failed to send activation email`,
              })
            }
          >
            {t`Send activation`}
          </button>
        ) : null}
        {allowed.has('delete') ? (
          <button
            type="button"
            className={page.smallButton.danger}
            onClick={() => setPending({ kind: 'delete', user })}
            aria-label={t`Delete ${user.email} permanently`}
          >
            {t`Delete`}
          </button>
        ) : null}
      </div>
    )
  }

  const badges = (user: AdminUser) => (
    <>
      <span
        className={user.role === 'superadmin' || user.role === 'admin' ? css.badge.info : css.badge.neutral}
      >
        {i18n._(ROLE_LABELS[user.role])}
      </span>{' '}
      <span className={css.badge.neutral}>{i18n._(TIER_LABELS[user.tier])}</span>{' '}
      <span className={user.is_active ? css.badge.success : css.badge.danger}>
        {user.is_active ? t`Active` : t`Inactive`}
      </span>
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
          {
            label: t`Total users`,
            value: stats.data ? formatNumber(stats.data.total_users, locale) : '–',
          },
          {
            label: t`Active`,
            value: stats.data ? formatNumber(stats.data.active_users, locale) : '–',
          },
          {
            label: t`Inactive`,
            value: stats.data ? formatNumber(stats.data.inactive_users, locale) : '–',
          },
          {
            label:
              largest && isOneOf(ROLES, largest.role)
                ? t`Largest role group: ${i18n._(ROLE_LABELS[largest.role])}`
                : t`Largest role group`,
            value: largest ? formatNumber(largest.count, locale) : '–',
          },
        ]}
      />
      <div className={page.toolbarDense} role="search" aria-label={t`Filter users`}>
        <TextField
          label={t`Search`}
          type="search"
          value={typed}
          placeholder={t`Email or name`}
          onChange={(e) => setTyped(e.target.value)}
        />
        <ChoiceField
          label={t`Role`}
          choices={ROLES}
          labelOf={(role: Role) => i18n._(ROLE_LABELS[role])}
          emptyLabel={t`All roles`}
          value={search.role ?? null}
          onChange={(role: Role | null) => onSearchChange(withFilter(search, { role: role ?? undefined }))}
        />
        <ChoiceField
          label={t`Tier`}
          choices={TIERS}
          labelOf={(tier: Tier) => i18n._(TIER_LABELS[tier])}
          emptyLabel={t`All tiers`}
          value={search.tier ?? null}
          onChange={(tier: Tier | null) => onSearchChange(withFilter(search, { tier: tier ?? undefined }))}
        />
        <SelectField
          label={t`Status`}
          value={search.is_active === undefined ? '' : String(search.is_active)}
          onChange={(e) =>
            onSearchChange(
              withFilter(search, {
                is_active: e.target.value === '' ? undefined : e.target.value === 'true',
              }),
            )
          }
        >
          <option value="">{t`All statuses`}</option>
          <option value="true">{t`Active`}</option>
          <option value="false">{t`Inactive`}</option>
        </SelectField>
        <ChoiceField
          label={t`Sort`}
          choices={USER_SORTS}
          labelOf={(sort) => i18n._(SORT_LABELS[sort])}
          value={search.sort}
          onChange={(sort) => onSearchChange(withFilter(search, { sort }))}
        />
        <SelectField
          label={t`Page size`}
          value={String(search.page_size)}
          onChange={(e) =>
            onSearchChange(
              withFilter(search, {
                page_size: Number(e.target.value) as UsersScreenSearch['page_size'], // the options are USERS_PAGE_SIZES
              }),
            )
          }
        >
          {USERS_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {formatNumber(size, locale)}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className={button.ghost}
          onClick={() => {
            setTyped('')
            onSearchChange({
              page: 1,
              page_size: 20,
              sort: '-created_at',
              search: '',
            })
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
        empty={
          data?.items.length === 0
            ? hasActiveFilters(search)
              ? t`No users match these filters.`
              : t`No users yet`
            : null
        }
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
                  {
                    key: 'name',
                    header: t`Name`,
                    cell: (user) => (user.full_name ? <PersonName person={user} /> : '—'),
                  },
                  { key: 'phone', header: t`Phone`, cell: phoneCell },
                  {
                    key: 'badges',
                    header: t`Role, tier and state`,
                    cell: badges,
                  },
                  {
                    key: 'registered',
                    header: t`Registered`,
                    cell: (user) => formatDate(user.created_at, locale),
                  },
                  { key: 'actions', header: t`Actions`, cell: rowActions },
                ]}
                mobileCard={(user) => (
                  <>
                    <strong>{user.email}</strong>
                    <span className={page.muted}>
                      #{user.id} · {user.full_name ? <PersonName person={user} /> : '—'}
                    </span>
                    {user.phone ? <span className={page.muted}>{phoneCell(user)}</span> : null}
                    <div>{badges(user)}</div>
                    {rowActions(user)}
                  </>
                )}
              />
              <nav className={css.pager} aria-label={t`Pagination`}>
                <p>{showing(range, data.total)}</p>
                <ul className={css.pageButtons}>
                  <li>
                    <button
                      type="button"
                      className={page.smallButton.secondary}
                      disabled={data.page <= 1}
                      onClick={() => onSearchChange({ ...search, page: data.page - 1 })}
                    >
                      {t`Previous`}
                    </button>
                  </li>
                  {pageNumbers(data.page, data.total_pages).map((n) => (
                    <li key={n}>
                      <button
                        type="button"
                        className={n === data.page ? page.smallButton.primary : page.smallButton.secondary}
                        aria-current={n === data.page ? 'page' : undefined}
                        aria-label={t`Page ${formatNumber(n, locale)}`}
                        onClick={() => onSearchChange({ ...search, page: n })}
                      >
                        {formatNumber(n, locale)}
                      </button>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      className={page.smallButton.secondary}
                      disabled={data.page >= data.total_pages}
                      onClick={() => onSearchChange({ ...search, page: data.page + 1 })}
                    >
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
          allowed={allowedOn(pending.user)}
          busy={busy}
          onClose={() => setPending(null)}
          onSave={(changes) => {
            if (!changes) return setPending(null)
            const target = pending.user
            const perform = () => updateUser(target.id, changes)
            const saved = {
              perform,
              success: t`User updated`,
              fallback: t`Failed to update user`,
            }
            // A change of role or active state changes what the person may do: asked first.
            if (changes.role !== undefined)
              return setConfirming({
                ...saved,
                change: {
                  kind: 'changeRole',
                  user: target,
                  role: changes.role,
                  isActive: changes.is_active,
                },
              })
            if (changes.is_active !== undefined)
              return setConfirming({
                ...saved,
                change: {
                  kind: changes.is_active ? 'activate' : 'deactivate',
                  user: target,
                },
              })
            void run(perform, saved.success, saved.fallback)
          }}
        />
      ) : null}
      <AccessChangeDialog
        change={confirming?.change ?? null}
        busy={busy}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void run(confirming.perform, confirming.success, confirming.fallback)
        }}
      />
      {pending?.kind === 'delete' ? (
        <DeleteUserModal
          user={pending.user}
          busy={busy}
          onClose={() => setPending(null)}
          onConfirm={() =>
            void run(
              () => deleteUserPermanently(pending.user.id),
              t`User deleted permanently`,
              t`Failed to delete user`,
            )
          }
        />
      ) : null}
      {freshSignInDialog}
    </section>
  )
}

function EditUserModal(props: {
  user: AdminUser
  allowed: ReadonlySet<AdminUserAction>
  busy: boolean
  onClose: () => void
  onSave: (changes: ReturnType<typeof changedFields>) => void
}) {
  const { t, i18n } = useLingui()
  const [form, setForm] = useState({
    role: props.user.role,
    tier: props.user.tier,
    is_active: props.user.is_active,
  })
  // The options are those the server would accept from this admin for this account.
  const roles = roleOptions(props.allowed, props.user.role, ROLES)
  const states = stateOptions(props.allowed, props.user.is_active)
  return (
    <AdminModal size="narrow" title={t`Edit user ${props.user.email}`} onClose={props.onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          props.onSave(changedFields(props.user, form))
        }}
      >
        <ChoiceField
          label={t`Role`}
          value={form.role}
          choices={roles}
          labelOf={(role) => i18n._(ROLE_LABELS[role])}
          onChange={(role) => setForm({ ...form, role })}
        />
        <ChoiceField
          label={t`Tier`}
          value={form.tier}
          choices={TIERS}
          labelOf={(tier) => i18n._(TIER_LABELS[tier])}
          onChange={(tier) => setForm({ ...form, tier })}
        />
        <SelectField
          label={t`Account state`}
          value={String(form.is_active)}
          onChange={(e) => setForm({ ...form, is_active: e.target.value === 'true' })}
        >
          {states.map((state) => (
            <option key={String(state)} value={String(state)}>
              {state ? t`Active` : t`Inactive`}
            </option>
          ))}
        </SelectField>
        <FormActions cancelLabel={t`Cancel`} saveLabel={t`Save`} busy={props.busy} onCancel={props.onClose} />
      </form>
    </AdminModal>
  )
}

function DeleteUserModal(props: {
  user: AdminUser
  busy: boolean
  onClose: () => void
  onConfirm: () => void
}) {
  const { t } = useLingui()
  const [typed, setTyped] = useState('')
  const name = <PersonName person={props.user} fallback={props.user.email} />
  const gender = genderKey(props.user.gender)
  return (
    <AdminModal size="narrow" title={t`Delete user permanently`} onClose={props.onClose}>
      <p>
        <Trans>
          Delete <span>{name}</span> permanently?
        </Trans>{' '}
        {t`${select(gender, {
          female:
            'They can no longer sign in, their account and profile are removed, and this cannot be undone.',
          male: 'They can no longer sign in, their account and profile are removed, and this cannot be undone.',
          other:
            'They can no longer sign in, their account and profile are removed, and this cannot be undone.',
        })}`}
      </p>
      <TextField
        label={t`Type DELETE to confirm`}
        value={typed}
        autoComplete="off"
        onChange={(e) => setTyped(e.target.value)}
      />
      <ModalActions>
        <button type="button" className={button.secondary} onClick={props.onClose}>
          {t`Cancel`}
        </button>
        <button
          type="button"
          className={button.danger}
          disabled={!deleteConfirmed(typed) || props.busy}
          onClick={props.onConfirm}
        >
          {t`Delete permanently`}
        </button>
      </ModalActions>
    </AdminModal>
  )
}

import { useLingui } from '@lingui/react/macro'
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { CHECK_IN_ROLES } from '@contract/constants'
import { canUseAdminArea, logout, mustCompleteProfile, useSession } from '@/lib/session/session'
import { button } from '@/ui/primitives/button.css'
import * as css from './account-menu.css'

function useAccountItems() {
  const { user } = useSession()
  const router = useRouter()
  if (!user) return null
  return {
    incomplete: mustCompleteProfile(),
    userId: String(user.id),
    showAdmin: canUseAdminArea(user.role),
    showCheckIn: CHECK_IN_ROLES.some((role) => role === user.role),
    // Home first, then the session ends: a members-only page never redirects to /login on the way out.
    logout: async () => {
      await router.navigate({ to: '/' })
      await logout()
    },
  }
}

export function AccountLinks({
  itemClassName,
  onLogoutClassName,
}: {
  itemClassName: string
  onLogoutClassName: string
}) {
  const { t } = useLingui()
  const items = useAccountItems()
  if (!items) return null
  return (
    <>
      <li>
        <Link to="/dashboard" className={itemClassName}>
          {t`Dashboard`}
        </Link>
      </li>
      <li>
        <Link to="/cpd" className={itemClassName}>
          {t`My CPD`}
        </Link>
      </li>
      <li>
        {items.incomplete ? (
          <Link to="/complete-profile" className={itemClassName}>
            {t`Profile`}
          </Link>
        ) : (
          <Link to="/members/$id" params={{ id: items.userId }} className={itemClassName}>
            {t`Profile`}
          </Link>
        )}
      </li>
      <li>
        <Link to="/profile" className={itemClassName}>
          {t`Edit`}
        </Link>
      </li>
      <li>
        <Link to="/tickets" className={itemClassName}>
          {t`My tickets and certificates`}
        </Link>
      </li>
      <li>
        <Link to="/account" className={itemClassName}>
          {t`Account settings`}
        </Link>
      </li>
      {items.showCheckIn ? (
        <li>
          <Link to="/check-in" className={itemClassName}>
            {t`Check-in`}
          </Link>
        </li>
      ) : null}
      {items.showAdmin ? (
        <li>
          <Link to="/admin" className={itemClassName}>
            {t`Admin`}
          </Link>
        </li>
      ) : null}
      <li>
        <button type="button" className={onLogoutClassName} onClick={() => void items.logout()}>
          {t`Logout`}
        </button>
      </li>
    </>
  )
}

export function AccountMenu() {
  const { t } = useLingui()
  const { user } = useSession()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const wrapperRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node && wrapperRef.current?.contains(event.target))) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])
  if (!user) return null
  return (
    <div ref={wrapperRef} className={css.wrapper}>
      <button
        ref={buttonRef}
        type="button"
        className={button.secondary}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t`My account`}
      </button>
      <div id={panelId} className={css.panel} hidden={!open}>
        <ul className={css.list}>
          <AccountLinks itemClassName={css.item} onLogoutClassName={css.item} />
        </ul>
      </div>
    </div>
  )
}

export function PendingStatusBanner() {
  const { t } = useLingui()
  const { user } = useSession()
  if (!user || (user.status !== 'pending' && user.status !== 'pending_activation')) return null
  return (
    <div className={css.banner} role="status">
      {t`Your account is awaiting admin approval. Some features are limited until then.`}
    </div>
  )
}

import { useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useLocale } from '../locale-provider'
import * as accountCss from './account-menu.css'
import { AccountLinks, AccountMenu } from './AccountMenu'
import * as css from './layout.css'
import { LanguageToggle } from './LanguageToggle'
import { NotificationBell } from './NotificationBellLazy'
import { NAV_ITEMS, type NavItem } from './nav-items'
import { useSession } from '@/lib/session/session'
import { media } from '@/ui/primitives/breakpoints'
import { button } from '@/ui/primitives/button.css'
import { Logo } from '@/ui/primitives/logo/Logo'
import { useMediaQuery } from '@/ui/primitives/use-media'

function NavList({
  items,
  listClassName,
  linkClassName,
}: {
  items: readonly NavItem[]
  listClassName: string
  linkClassName: string
}) {
  const { i18n } = useLingui()
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={linkClassName} activeOptions={{ exact: item.to === '/' }}>
            {i18n._(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function JoinAndLogin() {
  const { t } = useLingui()
  return (
    <>
      <Link to="/register" className={button.primary}>
        {t`Join`}
      </Link>
      <Link to="/login" className={button.secondary}>
        {t`Login`}
      </Link>
    </>
  )
}

export function Header() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const [menuOpen, setMenuOpen] = useState(false)
  const panelId = useId()
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const signedIn = !!useSession().user
  // Below the header's breakpoint the Menu panel has the links and buttons: they are not rendered.
  const linksInline = useMediaQuery(media.headerLinks)

  useEffect(() => setMenuOpen(false), [pathname])

  useEffect(() => {
    if (!menuOpen) return
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false)
        menuButtonRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  const societyName = t`Saudi Orthopedic Society`
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <Link to="/" className={css.brand} aria-label={t`${societyName} — home`}>
          <Logo locale={locale} label="" height={36} className={css.logoFull} />
          <Logo locale={locale} variant="mark" label="" height={36} className={css.logoMark} />
        </Link>
        {linksInline ? (
          <nav className={css.desktopNav} aria-label={t`Main`}>
            <NavList items={NAV_ITEMS} listClassName={css.navList} linkClassName={css.navLink} />
          </nav>
        ) : null}
        <div className={css.headerActions}>
          <LanguageToggle className={css.compactButton} />
          {signedIn ? <NotificationBell /> : null}
          {signedIn ? (
            <AccountMenu />
          ) : linksInline ? (
            // A wrapper hides them on small screens: on the links themselves the button's own
            // `display` could win over the hiding rule, depending on stylesheet order.
            <span className={accountCss.desktopActions}>
              <JoinAndLogin />
            </span>
          ) : null}
          <button
            ref={menuButtonRef}
            type="button"
            className={`${button.ghost} ${css.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span className={accountCss.menuLabel}>{t`Menu`}</span>
          </button>
        </div>
      </div>
      <div id={panelId} ref={panelRef} className={css.mobilePanel} hidden={!menuOpen}>
        {menuOpen ? (
          <nav aria-label={t`Mobile`}>
            <NavList
              items={NAV_ITEMS.filter((item) => signedIn || !item.mobileNeedsSession)}
              listClassName={css.mobileList}
              linkClassName={css.mobileLink}
            />
            {signedIn ? (
              <ul className={`${css.mobileList} ${accountCss.mobileAccount}`} aria-label={t`My account`}>
                <AccountLinks itemClassName={css.mobileLink} onLogoutClassName={button.secondary} />
              </ul>
            ) : (
              <div className={css.mobileActions}>
                <JoinAndLogin />
              </div>
            )}
          </nav>
        ) : null}
      </div>
    </header>
  )
}

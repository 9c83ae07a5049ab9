import { Link } from '@tanstack/react-router'
import type { ComponentProps, ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { button } from '@/ui/button.css'
import { TextField } from '@/ui/Field'
import * as css from './account.css'

/** An account screen: one card named by its heading (the page's h1), the screen's content below it. */
export function AccountCard({ headingId, heading, busy, children }: { headingId: string; heading: ReactNode; busy?: boolean; children: ReactNode }) {
  return (
    <section className={css.page} aria-labelledby={headingId}>
      <div className={css.card} aria-busy={busy}>
        <h1 id={headingId}>{heading}</h1>
        {children}
      </div>
    </section>
  )
}

/** The card's way on (to sign in, back to the dashboard, for a new link): a link that looks like a button. */
export function CardAction({ to, primary = false, children }: { to: '/login' | '/dashboard' | '/forgot-password'; primary?: boolean; children: ReactNode }) {
  return (
    <div className={css.actions}>
      <Link to={to} className={primary ? button.primary : button.secondary}>
        {children}
      </Link>
    </div>
  )
}

/** The e-mail address of an account form: labelled, required, with the phone's e-mail keyboard and the browser's autofill. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'name' | 'autoComplete' | 'inputMode' | 'required'>) {
  const { t } = useLingui()
  return <TextField label={t`Email`} type="email" name="email" autoComplete="email" inputMode="email" required {...props} />
}

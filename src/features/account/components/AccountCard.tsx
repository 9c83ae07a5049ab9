import { Link } from '@tanstack/react-router'
import type { ComponentProps, ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { button } from '@/ui/primitives/button.css'
import { TextField } from '@/ui/primitives/Field'
import { useFocusOnFailure } from '@/ui/primitives/use-focus-on-failure'
import * as css from './account.css'

/** An account screen: one card named by its heading (the page's h1), the screen's content below it. */
export function AccountCard({
  headingId,
  heading,
  busy,
  children,
}: {
  headingId: string
  heading: ReactNode
  busy?: boolean
  children: ReactNode
}) {
  return (
    <section className={css.page} aria-labelledby={headingId}>
      <div className={css.card} aria-busy={busy}>
        <h1 id={headingId}>{heading}</h1>
        {children}
      </div>
    </section>
  )
}

/** The password the member types to confirm who they are: labelled "Your password" unless told, the browser's saved password offered. */
export function CurrentPasswordField({
  label,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete' | 'required'> & {
  label?: string
}) {
  const { t } = useLingui()
  return (
    <TextField
      label={label ?? t`Your password`}
      type="password"
      autoComplete="current-password"
      required
      {...props}
    />
  )
}

/** The refusal of the screen's last attempt: announced, and focused so the reader lands on it. */
export function FailureAlert({ message }: { message: string | null }) {
  const ref = useFocusOnFailure<HTMLParagraphElement>(message)
  return message ? (
    <p ref={ref} tabIndex={-1} role="alert" className={css.alert}>
      {message}
    </p>
  ) : null
}

/**
 * One part of the account screen: its heading, what it does, the news of its last success
 * (`done`, in a polite live region, when the part has one), the refusal of its last attempt,
 * then its controls.
 */
export function AccountSection({
  headingId,
  heading,
  intro,
  done,
  failure,
  className,
  children,
}: {
  headingId: string
  heading: ReactNode
  intro: ReactNode
  done?: ReactNode
  failure: string | null
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>{heading}</h2>
      <p className={css.muted}>{intro}</p>
      {done === undefined ? null : (
        <div role="status" aria-live="polite">
          {done ? <p className={css.success}>{done}</p> : null}
        </div>
      )}
      <FailureAlert message={failure} />
      {children}
    </section>
  )
}

/** The card's way on (to sign in, back to the dashboard, for a new link): a link that looks like a button. */
export function CardAction({
  to,
  primary = false,
  children,
}: {
  to: '/login' | '/dashboard' | '/forgot-password'
  primary?: boolean
  children: ReactNode
}) {
  return (
    <div className={css.actions}>
      <Link to={to} className={primary ? button.primary : button.secondary}>
        {children}
      </Link>
    </div>
  )
}

/**
 * The e-mail address of an account form: labelled, required, with the phone's e-mail keyboard and the browser's autofill;
 * `passkeys` also offers this site's passkeys among the suggestions (WebAuthn conditional mediation).
 */
export function EmailField({
  passkeys = false,
  ...props
}: Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'name' | 'autoComplete' | 'inputMode' | 'required'
> & { passkeys?: boolean }) {
  const { t } = useLingui()
  return (
    <TextField
      label={t`Email`}
      type="email"
      name="email"
      autoComplete={passkeys ? 'email webauthn' : 'email'}
      inputMode="email"
      required
      {...props}
    />
  )
}

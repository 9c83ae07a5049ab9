import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { confirmEmailChange, useSession } from '@/lib/session/session'
import { button } from '@/ui/primitives/button.css'
import * as css from './account.css'
import { AccountCard, FailureAlert } from './AccountCard'
import { useAttempt } from './use-attempt'

/**
 * /confirm-email?token=…: the link mailed to a new address. The change is made by a button
 * press, not on load, so a mail program that opens links to scan them changes nothing.
 */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  const signedIn = !!useSession().user
  const [changedTo, setChangedTo] = useState<string | null>(null)
  const { busy, failure, attempt } = useAttempt(
    token
      ? null
      : t`This e-mail confirmation link is not valid. Ask for a new one from your account settings.`,
  )
  const confirm = async () => {
    if (!token) return
    await attempt(
      async () => setChangedTo((await confirmEmailChange(token)).email),
      t`The e-mail address could not be changed. Please try again.`,
    )
  }
  return (
    <AccountCard headingId="confirm-email-heading" heading={<Trans>Confirm your new e-mail address</Trans>}>
      <div role="status" aria-live="polite">
        {changedTo ? (
          <p className={css.success}>
            <Trans>
              Your e-mail address is now <bdi dir="ltr">{changedTo}</bdi>. Use it the next time you sign in.
            </Trans>
          </p>
        ) : null}
      </div>
      <FailureAlert message={failure} />
      <div className={css.actions}>
        {changedTo ? (
          <Link to={signedIn ? '/account' : '/login'} className={button.primary}>
            {signedIn ? <Trans>Account settings</Trans> : <Trans>Login</Trans>}
          </Link>
        ) : token ? (
          <button
            type="button"
            className={button.primary}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void confirm()}
          >
            {busy ? <Trans>Saving…</Trans> : <Trans>Confirm e-mail address</Trans>}
          </button>
        ) : null}
      </div>
    </AccountCard>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { confirmEmailChange, useSession } from '@/lib/session'
import { button } from '@/ui/button.css'
import { useFocusOnFailure } from '@/ui/use-focus-on-failure'
import * as css from './account.css'

/**
 * /confirm-email?token=…: the link mailed to a new address. The change is made by a button
 * press, not on load, so a mail program that opens links to scan them changes nothing.
 */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  useDocumentTitle(t`Confirm your new e-mail address`)
  const signedIn = !!useSession().user
  const [changedTo, setChangedTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(token ? null : t`This e-mail confirmation link is not valid. Ask for a new one from your account settings.`)
  const alertRef = useFocusOnFailure<HTMLParagraphElement>(failure)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    if (!token) return
    setFailure(null)
    setBusy(true)
    try {
      setChangedTo((await confirmEmailChange(token)).email)
    } catch (error) {
      setFailure(errorMessage(error, t`The e-mail address could not be changed. Please try again.`))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className={css.page} aria-labelledby="confirm-email-heading">
      <div className={css.card}>
        <h1 id="confirm-email-heading">
          <Trans>Confirm your new e-mail address</Trans>
        </h1>
        <div role="status" aria-live="polite">
          {changedTo ? (
            <p className={css.success}>
              <Trans>
                Your e-mail address is now <bdi dir="ltr">{changedTo}</bdi>. Use it the next time you sign in.
              </Trans>
            </p>
          ) : null}
        </div>
        {failure ? (
          <p ref={alertRef} tabIndex={-1} role="alert" className={css.alert}>
            {failure}
          </p>
        ) : null}
        <div className={css.actions}>
          {changedTo ? (
            <Link to={signedIn ? '/account' : '/login'} className={button.primary}>
              {signedIn ? <Trans>Account settings</Trans> : <Trans>Login</Trans>}
            </Link>
          ) : token ? (
            <button type="button" className={button.primary} disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
              {busy ? <Trans>Saving…</Trans> : <Trans>Confirm e-mail address</Trans>}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  )
}

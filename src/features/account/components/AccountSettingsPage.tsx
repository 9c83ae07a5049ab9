import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useFocusOnFailure } from '@/ui/use-focus-on-failure'
import { useDocumentTitle } from '@/lib/document-title'
import { errorMessage } from '@/lib/errors'
import { changePassword, useSession } from '@/lib/session'
import { button } from '@/ui/button.css'
import { TextField } from '@/ui/Field'
import { validateNewPassword, type NewPasswordErrors } from '../model'
import * as css from './account.css'
import { AccountDataSections } from './AccountDataSections'
import { NewPasswordFields } from './NewPasswordFields'

/** /account: the signed-in member's account settings: password, and their own data (copy, e-mail, deletion). */
export function AccountSettingsPage() {
  const { t } = useLingui()
  const email = useSession().user?.email
  useDocumentTitle(t`Account settings`)
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [currentError, setCurrentError] = useState<string | undefined>()
  const [errors, setErrors] = useState<NewPasswordErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const alertRef = useFocusOnFailure<HTMLParagraphElement>(failure)
  const [changed, setChanged] = useState(false)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    setChanged(false)
    const found = validateNewPassword({ password, confirm })
    const missingCurrent = current ? undefined : t`Please enter your current password.`
    setErrors(found)
    setCurrentError(missingCurrent)
    if (missingCurrent || found.password || found.confirm) {
      const first = missingCurrent ? 'current-password' : found.password ? 'new-password' : 'confirm-password'
      event.currentTarget.querySelector<HTMLElement>(`input[name=${first}]`)?.focus()
      return
    }
    setBusy(true)
    try {
      await changePassword(current, password)
      setChanged(true)
      setCurrent('')
      setPassword('')
      setConfirm('')
    } catch (error) {
      setFailure(errorMessage(error, t`The password could not be changed. Please try again.`))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={css.page} aria-labelledby="account-heading">
      <div className={css.card}>
        <h1 id="account-heading">
          <Trans>Account settings</Trans>
        </h1>
        {email ? (
          <p className={css.intro}>
            <Trans>
              Signed in as <bdi dir="auto">{email}</bdi>
            </Trans>
          </p>
        ) : null}
        <section aria-labelledby="change-password-heading">
          <h2 id="change-password-heading">
            <Trans>Change password</Trans>
          </h2>
          <p className={css.muted}>
            <Trans>Your other devices will be signed out. This one stays signed in.</Trans>
          </p>
          <div role="status" aria-live="polite">
            {changed ? (
              <p className={css.success}>
                <Trans>Your password has been changed. Your other devices have been signed out.</Trans>
              </p>
            ) : null}
          </div>
          {failure ? (
            <p ref={alertRef} tabIndex={-1} role="alert" className={css.alert}>
              {failure}
            </p>
          ) : null}
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <TextField
              label={t`Current password`}
              type="password"
              name="current-password"
              autoComplete="current-password"
              required
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
              error={currentError}
            />
            <NewPasswordFields password={password} confirm={confirm} errors={errors} onPassword={setPassword} onConfirm={setConfirm} />
            <button type="submit" className={`${button.primary} ${css.submit}`} disabled={busy} aria-busy={busy}>
              {busy ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
            </button>
          </form>
        </section>
        <AccountDataSections />
      </div>
    </section>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { useFocusOnFailure } from '@/ui/primitives/use-focus-on-failure'
import { errorMessage } from '@/lib/http/errors'
import { forgotPassword, resetPassword } from '@/lib/session/session'
import { button } from '@/ui/primitives/button.css'
import { isResetLinkRefusal, validateEmail, validateNewPassword, type NewPasswordErrors } from '../model'
import * as css from './account.css'
import { recallEmail, rememberEmail } from './messages'
import { NewPasswordFields } from './NewPasswordFields'
import { AccountCard, CardAction, EmailField } from './AccountCard'

/** /forgot-password: asks for a reset link. The answer is the same for every address, and so is the message. */
export function ForgotPasswordPage() {
  const { t } = useLingui()
  const [email, setEmail] = useState(recallEmail)
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    setSent(false)
    const problem = validateEmail(email)
    if (problem) {
      setFieldError(
        problem === 'required' ? t`Please enter your email address.` : t`Enter a valid email address.`,
      )
      inputRef.current?.focus()
      return
    }
    setFieldError(undefined)
    setBusy(true)
    rememberEmail(email)
    try {
      await forgotPassword(email.trim())
      setSent(true)
    } catch (error) {
      setFailure(errorMessage(error, t`The reset email could not be requested. Please try again.`))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AccountCard headingId="forgot-heading" heading={<Trans>Forgot your password?</Trans>}>
      <p className={css.intro}>
        <Trans>
          Enter the email address of your account and we will send you a link to choose a new password.
        </Trans>
      </p>
      <div role="status" aria-live="polite">
        {sent ? (
          <p className={css.success}>
            <Trans>
              If an active account uses this email, we have sent it a link to reset the password. The link is
              valid for one hour.
            </Trans>
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className={css.alert}>
          {failure}
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <EmailField
          ref={inputRef}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
        />
        <button type="submit" className={`${button.primary} ${css.submit}`} disabled={busy} aria-busy={busy}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Send reset link</Trans>}
        </button>
      </form>
      <CardAction to="/login">
        <Trans>Back to login</Trans>
      </CardAction>
    </AccountCard>
  )
}

/** /reset-password?token=: the new password, typed twice. A refused link offers a new one; typed input stays on every error. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const { t } = useLingui()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<NewPasswordErrors>({})
  const [failure, setFailure] = useState<{ message: string; linkRefused: boolean } | null>(null)
  const alertRef = useFocusOnFailure<HTMLDivElement>(failure)
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const found = validateNewPassword({ password, confirm })
    setErrors(found)
    if (found.password || found.confirm) {
      event.currentTarget
        .querySelector<HTMLElement>(
          found.password ? 'input[name=new-password]' : 'input[name=confirm-password]',
        )
        ?.focus()
      return
    }
    if (!token) return
    setBusy(true)
    try {
      await resetPassword(token, password)
      setDone(true)
    } catch (error) {
      setFailure({
        message: errorMessage(error, t`The password could not be changed. Please try again.`),
        linkRefused: isResetLinkRefusal(error),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AccountCard headingId="reset-heading" heading={<Trans>Choose a new password</Trans>}>
      {done ? (
        <>
          <p role="status" className={css.success}>
            <Trans>
              Your password has been changed and every device was signed out. Sign in with your new password.
            </Trans>
          </p>
          <CardAction to="/login" primary>
            <Trans>Login</Trans>
          </CardAction>
        </>
      ) : !token ? (
        <>
          <p role="alert" className={css.alert}>
            <Trans>This password reset link is not valid. Request a new one.</Trans>
          </p>
          <CardAction to="/forgot-password" primary>
            <Trans>Request a new link</Trans>
          </CardAction>
        </>
      ) : (
        <>
          {failure ? (
            <div ref={alertRef} tabIndex={-1} role="alert" className={css.alert}>
              <p>{failure.message}</p>
              {failure.linkRefused ? (
                <Link to="/forgot-password">
                  <Trans>Request a new link</Trans>
                </Link>
              ) : null}
            </div>
          ) : null}
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <NewPasswordFields
              password={password}
              confirm={confirm}
              errors={errors}
              onPassword={setPassword}
              onConfirm={setConfirm}
            />
            <button
              type="submit"
              className={`${button.primary} ${css.submit}`}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? <Trans>Saving…</Trans> : <Trans>Set new password</Trans>}
            </button>
          </form>
        </>
      )}
    </AccountCard>
  )
}

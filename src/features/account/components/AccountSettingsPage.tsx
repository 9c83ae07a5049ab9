import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { changePassword, useSession } from '@/lib/session/session'
import { button } from '@/ui/primitives/button.css'
import { validateNewPassword, type NewPasswordErrors } from '../model'
import * as css from './account.css'
import { AccountCard, AccountSection, CurrentPasswordField } from './AccountCard'
import { AccountDataSections } from './AccountDataSections'
import { DevicesSection } from './DevicesSection'
import { NewPasswordFields } from './NewPasswordFields'
import { NotificationPreferencesSection } from './NotificationPreferencesSection'
import { PasskeysSection } from './PasskeysSection'
import { useAttempt } from './use-attempt'

/** /account: the signed-in member's account settings: password, notifications, passkeys, signed-in devices, and their own data (copy, e-mail, deletion). */
export function AccountSettingsPage() {
  const { t } = useLingui()
  const email = useSession().user?.email
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [currentError, setCurrentError] = useState<string | undefined>()
  const [errors, setErrors] = useState<NewPasswordErrors>({})
  const [changed, setChanged] = useState(false)
  const { busy, failure, setFailure, attempt } = useAttempt()

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
    await attempt(
      async () => {
        await changePassword(current, password)
        setChanged(true)
        setCurrent('')
        setPassword('')
        setConfirm('')
      },
      t`The password could not be changed. Please try again.`,
    )
  }

  return (
    <AccountCard headingId="account-heading" heading={<Trans>Account settings</Trans>}>
      {email ? (
        <p className={css.intro}>
          <Trans>
            Signed in as <bdi dir="auto">{email}</bdi>
          </Trans>
        </p>
      ) : null}
      <AccountSection
        headingId="change-password-heading"
        heading={<Trans>Change password</Trans>}
        intro={<Trans>Your other devices will be signed out. This one stays signed in.</Trans>}
        done={
          changed ? (
            <Trans>Your password has been changed. Your other devices have been signed out.</Trans>
          ) : null
        }
        failure={failure}
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <CurrentPasswordField
            label={t`Current password`}
            name="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            error={currentError}
          />
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
            {busy ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
          </button>
        </form>
      </AccountSection>
      <NotificationPreferencesSection />
      <PasskeysSection />
      <DevicesSection />
      <AccountDataSections />
    </AccountCard>
  )
}

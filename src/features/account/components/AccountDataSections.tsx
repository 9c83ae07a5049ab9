import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { formatDate, riyadhDay } from '@/lib/format/format'
import { currentLocale } from '@/lib/i18n/i18n'
import { deleteAccount, requestEmailChange, useSession } from '@/lib/session/session'
import { button } from '@/ui/primitives/button.css'
import { ConfirmDialog } from '@/ui/dialogs/ConfirmDialog'
import { TextField } from '@/ui/primitives/Field'
import { useFreshSignIn } from '@/ui/dialogs/FreshSignIn'
import { useToast } from '@/ui/primitives/Toast'
import { validateEmail } from '../model'
import { collectMyData, downloadJson } from '../my-data'
import * as css from './account.css'
import { AccountSection, CurrentPasswordField } from './AccountCard'
import { useAttempt } from './use-attempt'

/**
 * The member's own data on the account screen (personal data law): a copy of all of it, a new
 * e-mail address confirmed from that address, and deleting the account.
 */
export function AccountDataSections() {
  return (
    <>
      <DownloadData />
      <ChangeEmail />
      <DeleteAccount />
    </>
  )
}

function DownloadData() {
  const { t } = useLingui()
  const userId = useSession().user?.id
  const { busy, failure, attempt } = useAttempt()
  const download = async () => {
    if (userId === undefined) return
    await attempt(
      async () => downloadJson(await collectMyData(userId), `my-data-${riyadhDay(Date.now())}.json`),
      t`Your data could not be downloaded. Please try again.`,
    )
  }
  return (
    <AccountSection
      headingId="my-data-heading"
      heading={<Trans>Your data</Trans>}
      intro={
        <Trans>
          Download a copy of everything we keep about you: your account, your profile, your event
          registrations and the items saved on this device, as one JSON file.
        </Trans>
      }
      failure={failure}
      className={css.section}
    >
      <button
        type="button"
        className={button.secondary}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void download()}
      >
        {busy ? <Trans>Preparing…</Trans> : <Trans>Download my data</Trans>}
      </button>
    </AccountSection>
  )
}

function ChangeEmail() {
  const { t } = useLingui()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { busy, failure, setFailure, attempt } = useAttempt()
  const { guard, dialog } = useFreshSignIn()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    setSentTo(null)
    const problem = validateEmail(email)
    const found = {
      email:
        problem === 'required'
          ? t`Please enter the new e-mail address.`
          : problem
            ? t`Enter a valid email address.`
            : undefined,
      password: password ? undefined : t`Please enter your password.`,
    }
    setErrors(found)
    if (found.email || found.password) {
      event.currentTarget
        .querySelector<HTMLElement>(`input[name=${found.email ? 'new-email' : 'email-password'}]`)
        ?.focus()
      return
    }
    await attempt(
      async () => {
        await guard(() => requestEmailChange(email.trim(), password))
        setSentTo(email.trim())
        setEmail('')
        setPassword('')
      },
      t`The e-mail address could not be changed. Please try again.`,
    )
  }

  return (
    <AccountSection
      headingId="change-email-heading"
      heading={<Trans>Change e-mail address</Trans>}
      intro={
        <Trans>
          We send a link to the new address; your e-mail changes when you open it. Until then you sign in with
          the current one.
        </Trans>
      }
      done={
        sentTo ? (
          <Trans>
            We sent a confirmation link to <bdi dir="ltr">{sentTo}</bdi>. Open it within 24 hours to finish
            the change.
          </Trans>
        ) : null
      }
      failure={failure}
      className={css.section}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t`New e-mail address`}
          type="email"
          name="new-email"
          autoComplete="email"
          dir="ltr"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <CurrentPasswordField
          name="email-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <button type="submit" className={`${button.primary} ${css.submit}`} disabled={busy} aria-busy={busy}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Send confirmation link</Trans>}
        </button>
      </form>
      {dialog}
    </AccountSection>
  )
}

function DeleteAccount() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const toast = useToast()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [confirming, setConfirming] = useState(false)
  const { busy, failure, setFailure, attempt } = useAttempt()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const missing = password ? undefined : t`Please enter your password.`
    setError(missing)
    if (missing) {
      event.currentTarget.querySelector<HTMLElement>('input[name=delete-password]')?.focus()
      return
    }
    setConfirming(true)
  }
  const confirm = () =>
    attempt(
      async () => {
        const { purge_after } = await deleteAccount(password)
        const date = formatDate(purge_after, currentLocale())
        toast.show(t`Your account was deleted. Your personal data will be erased on ${date}.`, 'success')
        void navigate({ to: '/' })
      },
      t`Your account could not be deleted. Please try again.`,
      () => setConfirming(false),
    )

  return (
    <AccountSection
      headingId="delete-account-heading"
      heading={<Trans>Delete account</Trans>}
      intro={
        <Trans>
          Your profile leaves the member directory at once and every device is signed out. Your personal data
          is erased for good after 30 days.
        </Trans>
      }
      failure={failure}
      className={css.section}
    >
      <form noValidate onSubmit={onSubmit}>
        <CurrentPasswordField
          name="delete-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
        <button type="submit" className={`${button.danger} ${css.submit}`}>
          <Trans>Delete my account</Trans>
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        danger
        busy={busy}
        title={t`Delete your account?`}
        message={t`This cannot be undone. You will be signed out on every device, and your profile will no longer be shown to anyone.`}
        confirmLabel={busy ? t`Deleting…` : t`Delete my account`}
        cancelLabel={t`Cancel`}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </AccountSection>
  )
}

import type { ActivationFailure } from '@contract/auth'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { OfflineError } from '@/lib/http/api-client'
import { activate } from '@/lib/session/session'
import { activationFailureOf } from '../model'
import * as css from './account.css'
import { ResendActivationForm } from './ResendActivationForm'
import { AccountCard, CardAction } from './AccountCard'

/** /activate?token=: posts the token on load, then success or error. */
export function ActivatePage({ token }: { token: string | undefined }) {
  const router = useRouter()
  // Offline the link is not wrong, the network is missing: wait and try again when it returns.
  const [offline, setOffline] = useState(false)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!offline) return
    const retry = () => {
      setOffline(false)
      setAttempt((count) => count + 1)
    }
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [offline])
  useEffect(() => {
    let cancelled = false
    const succeeded = () => {
      if (!cancelled) void router.navigate({ to: '/activate/success', replace: true })
    }
    const failed = (reason: ActivationFailure) => {
      if (!cancelled) void router.navigate({ to: '/activate/error', search: { reason }, replace: true })
    }
    // "success" and "already_active" both land on the success page: opening the link again is harmless.
    if (!token) failed('invalid')
    else
      activate(token).then(succeeded, (error: unknown) => {
        if (error instanceof OfflineError) {
          if (!cancelled) setOffline(true)
        } else failed(activationFailureOf(error))
      })
    return () => {
      cancelled = true
    }
  }, [token, router, attempt])
  return (
    <AccountCard headingId="activate-heading" heading={<Trans>Account activation</Trans>} busy={!offline}>
      <p role="status">
        {offline ? (
          <Trans>
            Activating your account needs an internet connection. It will continue as soon as you are back
            online.
          </Trans>
        ) : (
          <Trans>Activating your account…</Trans>
        )}
      </p>
    </AccountCard>
  )
}

export function ActivateSuccessPage() {
  return (
    <AccountCard headingId="activated-heading" heading={<Trans>Account activated</Trans>}>
      <p className={css.success}>
        <Trans>Your account has been activated. You can now log in.</Trans>
      </p>
      <CardAction to="/login" primary>
        <Trans>Login</Trans>
      </CardAction>
    </AccountCard>
  )
}

/** An expired link and an invalid one (voided by a newer link, or unknown) both offer a new link. */
export function ActivateErrorPage({ reason }: { reason: ActivationFailure }) {
  const { t } = useLingui()
  return (
    <AccountCard headingId="activation-error-heading" heading={<Trans>Activation failed</Trans>}>
      <p className={css.alert}>
        {reason === 'expired' ? (
          <Trans>This activation link has expired. Request a new one below.</Trans>
        ) : (
          <Trans>This activation link is invalid or has expired.</Trans>
        )}
      </p>
      <ResendActivationForm requiredMessage={t`Please enter your email address.`} />
      <CardAction to="/login">
        <Trans>Back to login</Trans>
      </CardAction>
    </AccountCard>
  )
}

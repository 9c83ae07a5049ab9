import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import { resendActivation } from '@/lib/session/session'
import { button } from '@/ui/primitives/button.css'
import { isResendSuccess, resendOutcomeOf, validateEmail, type ResendOutcome } from '../model'
import * as css from './account.css'
import { recallEmail, RESEND_MESSAGES } from './messages'
import { EmailField } from './AccountCard'
import { HeadedSection } from '@/ui/primitives/HeadedSection'

/**
 * Resend block. `requiredMessage` differs by screen, as the two screens word it:
 * "Please enter your email." on /register/pending, "…email address." on /activate/error.
 */
export function ResendActivationForm({
  requiredMessage,
  headingLevel = 2,
}: {
  requiredMessage: string
  headingLevel?: 2 | 3
}) {
  const { t, i18n } = useLingui()
  const [email, setEmail] = useState(recallEmail)
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null)
  const [busy, setBusy] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setOutcome(null)
    const problem = validateEmail(email)
    if (problem) {
      setFieldError(problem === 'required' ? requiredMessage : t`Enter a valid email address.`)
      inputRef.current?.focus()
      return
    }
    setFieldError(undefined)
    setBusy(true)
    try {
      setOutcome(resendOutcomeOf({ answer: await resendActivation(email.trim()) }))
    } catch (error) {
      setOutcome(resendOutcomeOf({ error }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <HeadedSection
      className={css.section}
      headingId="resend-heading"
      level={headingLevel}
      heading={<Trans>Resend activation email</Trans>}
      leadClassName={css.muted}
      lead={
        <Trans>Enter the email address you registered with and we will send a new activation link.</Trans>
      }
    >
      <div role="status" aria-live="polite">
        {outcome ? (
          <p className={isResendSuccess(outcome) ? css.success : css.alert}>
            {i18n._(RESEND_MESSAGES[outcome])}
          </p>
        ) : null}
      </div>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <EmailField
          ref={inputRef}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError}
        />
        <button type="submit" className={button.secondary} disabled={busy} aria-busy={busy}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Resend activation email</Trans>}
        </button>
      </form>
    </HeadedSection>
  )
}

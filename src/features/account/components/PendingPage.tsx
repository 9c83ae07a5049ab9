import { SUPPORT_EMAIL } from '@contract/auth'
import { ACTIVATION_LINK_TTL_HOURS } from '@contract/constants'
import type { PendingPageReason } from '@contract/auth-search'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatNumber } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import { button } from '@/ui/primitives/button.css'
import * as css from './account.css'
import { REFUSAL_MESSAGES } from './messages'
import { ResendActivationForm } from './ResendActivationForm'

/** /register/pending: awaiting approval, awaiting activation, or refused. */
export function PendingPage({ reason }: { reason: PendingPageReason }) {
  const { t, i18n } = useLingui()
  const hours = formatNumber(ACTIVATION_LINK_TTL_HOURS, localeOf(i18n))
  const support = (
    <p>
      <Trans>
        Need help? Contact support at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </Trans>
    </p>
  )
  return (
    <section className={css.page} aria-labelledby="pending-heading">
      <div className={css.card}>
        {reason === 'pendingAwaitingActivation' ? (
          <>
            <h1 id="pending-heading">
              <Trans>Activate your account</Trans>
            </h1>
            <p className={css.info}>{i18n._(REFUSAL_MESSAGES.pendingAwaitingActivation)}</p>
            <ul className={css.list}>
              <li>
                <Trans>Open the email we sent you and follow the activation link.</Trans>
              </li>
              <li>
                <Trans>The link is valid for {hours} hours and can be used once.</Trans>
              </li>
              <li>
                <Trans>No email? Check your spam folder, or request a new link below.</Trans>
              </li>
            </ul>
            <ResendActivationForm requiredMessage={t`Please enter your email.`} />
            <div className={css.section}>{support}</div>
          </>
        ) : reason === 'rejected' ? (
          <>
            <h1 id="pending-heading">
              <Trans>Account not available</Trans>
            </h1>
            <p className={css.alert}>{i18n._(REFUSAL_MESSAGES.rejected)}</p>
            {support}
          </>
        ) : (
          <>
            <h1 id="pending-heading">
              <Trans>Registration received</Trans>
            </h1>
            <p className={css.info}>{i18n._(REFUSAL_MESSAGES.pending)}</p>
            <p className={css.intro}>
              <Trans>Thank you for applying for membership. Here is what happens next:</Trans>
            </p>
            <ul className={css.list}>
              <li>
                <Trans>We have emailed you a confirmation that your application was received.</Trans>
              </li>
              <li>
                <Trans>An administrator reviews your application.</Trans>
              </li>
              <li>
                <Trans>
                  Once it is approved, you will receive an email with a link to activate your account, valid
                  for {hours} hours.
                </Trans>
              </li>
              <li>
                <Trans>
                  After activating, sign in and complete your profile to appear in the member directory.
                </Trans>
              </li>
            </ul>
          </>
        )}
        <div className={css.actions}>
          <Link to="/" className={button.primary}>
            <Trans>Back to home</Trans>
          </Link>
          <Link to="/" hash="faq" className={button.secondary}>
            <Trans>Learn more in the FAQ</Trans>
          </Link>
        </div>
      </div>
    </section>
  )
}

import { Trans } from '@lingui/react/macro'
import * as css from './account.css'
import { AccountCard, CardAction } from './AccountCard'

/** What a signed-in user whose role may not open an admin page sees in its place. */
export function AccessDenied() {
  return (
    <AccountCard headingId="denied-heading" heading={<Trans>Access Denied</Trans>}>
      <p className={css.alert}>
        <Trans>You do not have the necessary permissions to access the admin panel.</Trans>
      </p>
      <CardAction to="/dashboard" primary>
        <Trans>Back to dashboard</Trans>
      </CardAction>
    </AccountCard>
  )
}

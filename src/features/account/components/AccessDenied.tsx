import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '@/lib/document-title'
import { button } from '@/ui/button.css'
import * as css from './account.css'

/** What a signed-in user whose role may not open an admin page sees in its place. */
export function AccessDenied() {
  const { t } = useLingui()
  useDocumentTitle(t`Access Denied`)
  return (
    <section className={css.page} aria-labelledby="denied-heading">
      <div className={css.card}>
        <h1 id="denied-heading">
          <Trans>Access Denied</Trans>
        </h1>
        <p className={css.alert}>
          <Trans>You do not have the necessary permissions to access the admin panel.</Trans>
        </p>
        <div className={css.actions}>
          <Link to="/dashboard" className={button.primary}>
            <Trans>Back to dashboard</Trans>
          </Link>
        </div>
      </div>
    </section>
  )
}

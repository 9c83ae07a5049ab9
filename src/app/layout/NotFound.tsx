import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import * as css from './layout.css'
import { button } from '@/ui/button.css'
import { useDocumentTitle } from '@/lib/document-title'
import { useLingui } from '@lingui/react/macro'

export function NotFound() {
  const { t } = useLingui()
  useDocumentTitle(t`Page not found`)
  return (
    <section className={css.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you asked for does not exist or has moved.</Trans>
      </p>
      <Link to="/" className={button.primary}>
        <Trans>Back to home</Trans>
      </Link>
    </section>
  )
}

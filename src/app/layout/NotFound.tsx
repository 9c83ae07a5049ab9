import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import * as css from './layout.css'
import { button } from '@/ui/primitives/button.css'
import { HeadedSection } from '@/ui/primitives/HeadedSection'

export function NotFound() {
  return (
    <HeadedSection
      className={css.page}
      headingId="not-found-title"
      heading={<Trans>Page not found</Trans>}
      lead={<Trans>The page you asked for does not exist or has moved.</Trans>}
    >
      <Link to="/" className={button.primary}>
        <Trans>Back to home</Trans>
      </Link>
    </HeadedSection>
  )
}

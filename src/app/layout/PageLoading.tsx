import { Trans } from '@lingui/react/macro'
import * as css from './layout.css'

export function PageLoading() {
  return (
    <div className={css.pageLoading} role="status" aria-live="polite">
      <Trans>Loading…</Trans>
    </div>
  )
}

import { Trans } from '@lingui/react/macro'
import * as css from './layout.css'

export function SectionInProgress() {
  return (
    <section className={css.page}>
      <h1>
        <Trans>This section is being prepared</Trans>
      </h1>
    </section>
  )
}

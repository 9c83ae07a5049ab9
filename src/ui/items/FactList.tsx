import { Fragment, type ReactNode } from 'react'
import * as css from './verification.css'

export function FactList({ rows }: { rows: readonly ({ term: ReactNode; value: ReactNode } | null)[] }) {
  return (
    <dl className={css.facts}>
      {rows.map((row, index) =>
        row ? (
          // A fixed list of rows for one document: the position is a stable key.
          <Fragment key={index}>
            <dt className={css.term}>{row.term}</dt>
            <dd className={css.value}>{row.value}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  )
}

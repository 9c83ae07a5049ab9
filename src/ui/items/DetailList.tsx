import { Fragment, type ReactNode } from 'react'
import * as card from '../primitives/card.css'

export type DetailRow = { term: ReactNode; value: ReactNode } | null

export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className={card.detailList}>
      {rows.map((row, index) =>
        row ? (
          // The rows are a fixed list for one item: their position is a stable key.
          <Fragment key={index}>
            <dt className={card.detailTerm}>{row.term}</dt>
            <dd className={card.detailValue}>{row.value}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  )
}

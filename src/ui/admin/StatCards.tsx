import type { ReactNode } from 'react'
import * as page from './admin-page.css'
import * as css from './stat-cards.css'

export interface StatCard {
  label: string
  value: ReactNode
  /** A muted line under the label (the overview's breakdowns). */
  detail?: ReactNode
}

/**
 * A labelled list of counters. `stats`: the number over a muted label (the admin screens);
 * `overview`: number, label, and an optional muted detail line, on wider cards.
 */
export function StatCards({
  label,
  items,
  variant = 'stats',
}: {
  label: string
  items: readonly StatCard[]
  variant?: keyof typeof css.cards
}) {
  return (
    <ul className={css.cards[variant]} aria-label={label}>
      {items.map((item) => (
        <li key={item.label} className={page.card}>
          <span className={css.value}>{item.value}</span>
          {variant === 'overview' ? (
            <span>{item.label}</span>
          ) : (
            <span className={page.muted}>{item.label}</span>
          )}
          {item.detail !== undefined ? <span className={page.muted}>{item.detail}</span> : null}
        </li>
      ))}
    </ul>
  )
}

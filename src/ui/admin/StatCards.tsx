import type { ReactNode } from 'react'
import * as page from './admin-page.css'
import * as css from './stat-cards.css'

export interface StatCard {
  label: string
  value: ReactNode
  detail?: ReactNode
}

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

import type { ReactNode } from 'react'
import * as css from './empty-state.css'

/** The empty or failed state of a list: a message and an optional action (Retry, Clear filters). */
export function EmptyState({
  title,
  description,
  action,
  tone = 'neutral',
}: {
  title: ReactNode
  description?: ReactNode
  action?: ReactNode
  tone?: 'neutral' | 'error'
}) {
  return (
    <div className={css.box[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={css.title}>{title}</p>
      {description ? <p className={css.description}>{description}</p> : null}
      {action}
    </div>
  )
}

import type { ReactNode } from 'react'
import * as css from './empty-state.css'

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

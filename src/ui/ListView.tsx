import type { ReactNode } from 'react'
import { grid } from './card.css'
import { EmptyState } from './EmptyState'
import { Pagination, type PaginationProps } from './Pagination'
import { SkeletonCards } from './Skeleton'
import { button } from './button.css'

export interface ListViewProps<T> {
  items: readonly T[] | undefined
  total: number
  loading: boolean
  error: string | null
  onRetry: () => void
  renderItem: (item: T) => ReactNode
  skeletons: number
  labels: { loading: string; retry: string; empty: ReactNode; emptyHint?: ReactNode; count: (total: number) => ReactNode }
  emptyAction?: ReactNode
  pagination: Omit<PaginationProps, 'total'>
  countClassName: string
}

/** The results of a public list: count, skeletons, error with Retry, empty state, cards, pagination. */
export function ListView<T>({ items, total, loading, error, onRetry, renderItem, skeletons, labels, emptyAction, pagination, countClassName }: ListViewProps<T>) {
  if (error && !items) {
    return (
      <EmptyState
        tone="error"
        title={error}
        action={
          <button type="button" className={button.primary} onClick={onRetry}>
            {labels.retry}
          </button>
        }
      />
    )
  }
  return (
    <>
      <p className={countClassName} aria-live="polite">
        {items ? labels.count(total) : labels.loading}
      </p>
      <div className={grid} aria-busy={loading}>
        {!items ? <SkeletonCards count={skeletons} /> : items.length === 0 ? <EmptyState title={labels.empty} description={labels.emptyHint} action={emptyAction} /> : items.map(renderItem)}
      </div>
      {items ? <Pagination {...pagination} total={total} /> : null}
    </>
  )
}

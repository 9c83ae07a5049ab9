import { Fragment, memo, useDeferredValue, useState, type ReactNode } from 'react'
import { grid } from '../primitives/card.css'
import { EmptyState } from './EmptyState'
import { Pagination, type PaginationProps } from './Pagination'
import { useProgressiveList } from './progressive-list'
import { SkeletonCards } from '../primitives/Skeleton'
import { button } from '../primitives/button.css'

const FIRST_SCREEN = { phone: 3, wide: 6 }

export interface ListViewProps<T> {
  items: readonly T[] | undefined
  total: number
  loading: boolean
  error: string | null
  onRetry: () => void
  renderItem: (item: T, index: number) => ReactNode
  /** A card is rendered again only when its item, its place or one of these changes. */
  cardDeps?: readonly unknown[]
  skeletons: number
  labels: {
    loading: string
    retry: string
    empty: ReactNode
    emptyHint?: ReactNode
    count: (total: number) => ReactNode
  }
  emptyAction?: ReactNode
  pagination: Omit<PaginationProps, 'total'>
  countClassName: string
  before?: ReactNode
  beforeLoading?: boolean
}

/**
 * No layout shift on the first answer: one placeholder block holds the place until the results
 * and `before` are both there, then a new block replaces it (a replaced box is not a shift).
 */
export function ListView<T>({
  items: answered,
  total: answeredTotal,
  loading,
  error,
  onRetry,
  renderItem,
  cardDeps = NO_DEPS,
  skeletons,
  labels,
  emptyAction,
  pagination,
  countClassName,
  before,
  beforeLoading = false,
}: ListViewProps<T>) {
  // The cards follow in a deferred render, which React cuts into slices: no answer is one long task.
  const items = useDeferredValue(answered)
  const total = useDeferredValue(answeredTotal)
  const [shown, setShown] = useState(false)
  // Latched in render: once shown, a refetch never brings the placeholder back.
  if (!shown && items && !beforeLoading) setShown(true)
  const rendered = useProgressiveList(shown ? items : undefined, FIRST_SCREEN)
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
  if (!shown) {
    return (
      <Fragment key="placeholder">
        <p className={countClassName} role="status">
          {labels.loading}
        </p>
        <div className={grid} aria-busy="true">
          <SkeletonCards count={skeletons} />
        </div>
      </Fragment>
    )
  }
  return (
    <Fragment key="results">
      {before}
      <p className={countClassName} aria-live="polite">
        {items ? labels.count(total) : labels.loading}
      </p>
      <div className={grid} aria-busy={loading || !rendered.complete}>
        {!rendered.shown ? (
          <SkeletonCards count={skeletons} />
        ) : rendered.shown.length === 0 ? (
          <EmptyState title={labels.empty} description={labels.emptyHint} action={emptyAction} />
        ) : (
          // Keyed by place: the card's own element carries the item's key.
          rendered.shown.map((item, index) => (
            <ListCard
              key={index}
              item={item}
              index={index}
              deps={cardDeps}
              render={() => renderItem(item, index)}
            />
          ))
        )}
      </div>
      {items && rendered.complete ? <Pagination {...pagination} total={total} /> : null}
    </Fragment>
  )
}

const NO_DEPS: readonly unknown[] = []

interface CardProps {
  item: unknown
  index: number
  deps: readonly unknown[]
  render: () => ReactNode
}

/** Rendered again only when its item, place or `deps` change; `render` is ignored, so what it reads must be in `deps`. */
export const ListCard = memo(
  function ListCard({ render }: CardProps) {
    return <>{render()}</>
  },
  (before, after) =>
    before.item === after.item &&
    before.index === after.index &&
    before.deps.length === after.deps.length &&
    before.deps.every((value, index) => Object.is(value, after.deps[index])),
)

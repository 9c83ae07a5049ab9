import { Fragment, memo, useDeferredValue, useState, type ReactNode } from 'react'
import { grid } from '../primitives/card.css'
import { EmptyState } from './EmptyState'
import { Pagination, type PaginationProps } from './Pagination'
import { useProgressiveList } from './progressive-list'
import { SkeletonCards } from '../primitives/Skeleton'
import { button } from '../primitives/button.css'

/** Cards of the public lists on the first screen: one column on a phone, two or three rows of two or three columns wider. */
const FIRST_SCREEN = { phone: 3, wide: 6 }

export interface ListViewProps<T> {
  items: readonly T[] | undefined
  total: number
  loading: boolean
  error: string | null
  onRetry: () => void
  /** `index`: the place on the shown page (the first card may hold the largest paint). */
  renderItem: (item: T, index: number) => ReactNode
  /**
   * What a card shows besides its item (the language, say): a card is rendered again only
   * when its item, its place or one of these changes.
   */
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
  /** Shown above the results once they are first shown (a featured strip, the "Updated …" line). */
  before?: ReactNode
  /** Something shown with the results is still loading (the featured strip): wait for it too. */
  beforeLoading?: boolean
}

/**
 * The results of a public list: count, skeletons, error with Retry, empty state, cards, pagination.
 *
 * No layout shift when the first answer arrives: until the results and what is shown above
 * them (`before`) are both there, one placeholder block holds the place (its skeletons run
 * past the first screen); then that block is replaced by a new one, never grown in place. The
 * browser counts a shift only for boxes that existed before and moved; new boxes replacing
 * removed ones do not count. Later answers (a filter, another page) update the shown block.
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
  // An answer arrives through the query's store, whose renders React never cuts into slices;
  // the cards follow in a deferred render, which it does cut, so that no answer is one long
  // task on a slow phone. Items and count move together.
  const items = useDeferredValue(answered)
  const total = useDeferredValue(answeredTotal)
  const [shown, setShown] = useState(false)
  // Latched in render (React's "adjust state while rendering"): once shown, a refetch never brings the placeholder back.
  if (!shown && items && !beforeLoading) setShown(true)
  // The first answer's cards a screenful per task; the pagination below them once all are there.
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
      {/* Busy while loading, and while the first answer's cards are still being added. */}
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
  /** Compared, not read: the card's content is `render`'s. */
  item: unknown
  index: number
  deps: readonly unknown[]
  render: () => ReactNode
}

/**
 * One card of the results (or of a featured strip), rendered again only when its item, place
 * or the page's `deps` change, not whenever the page does (a loading flag, the featured strip
 * arriving, the next screenful of cards being added): on a slow phone each needless
 * re-render of a page of cards is a long task. Each card is a component of its own, so React
 * can pause between cards; built inside the page's own render, they are one piece of work.
 * `render` is new on every render of the page and is ignored by the comparison; whatever else
 * it reads must be in `deps`.
 */
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

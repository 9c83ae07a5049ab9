import * as css from './skeleton.css'

export function SkeletonCards({ count, testId = 'skeleton' }: { count: number; testId?: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={css.card} aria-hidden="true" data-testid={testId}>
          <div className={css.line.short} />
          <div className={css.line.long} />
          <div className={css.line.long} />
          <div className={css.line.medium} />
        </div>
      ))}
    </>
  )
}

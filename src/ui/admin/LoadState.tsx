import type { ReactNode } from 'react'
import * as css from './admin-page.css'
import { button } from '../primitives/button.css'

export interface LoadStateProps {
  error: ReactNode | null
  onRetry: () => void
  retryLabel: ReactNode
  loading: boolean
  loadingLabel: ReactNode
  empty: ReactNode | null
  /** A function when it reads data that exists only once loaded. */
  children: ReactNode | (() => ReactNode)
}

/** One of: the error with Retry, Loading…, the empty message, or the content, in that order. */
export function LoadState({
  error,
  onRetry,
  retryLabel,
  loading,
  loadingLabel,
  empty,
  children,
}: LoadStateProps) {
  if (error !== null)
    return (
      <div className={css.alert} role="alert">
        <p>{error}</p>
        <button type="button" className={button.secondary} onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    )
  if (loading) return <p className={css.empty}>{loadingLabel}</p>
  if (empty !== null) return <p className={css.empty}>{empty}</p>
  return <>{typeof children === 'function' ? children() : children}</>
}

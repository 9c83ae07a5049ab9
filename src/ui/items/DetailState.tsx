import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { button } from '../primitives/button.css'
import * as css from './detail-state.css'
import { ApiError } from '@/lib/http/api-client'
import { useOnlineStatus } from '@/lib/offline/online'

interface Props<T> {
  query: UseQueryResult<T>
  /** The page's frame (its width and padding), kept in every state. */
  className: string
  /** The link back to the list, shown in every state. */
  back: ReactNode
  /** Offline, for a page never opened on this device: what to say instead of "Loading…" forever. */
  notSaved: ReactNode
  /** The page itself, once the data is there. */
  children: (data: T) => ReactNode
}

/**
 * The states of one detail page (a member's profile, a committee) before its data is shown:
 * not saved on this device (offline, never opened), loading, not found (404), or failed,
 * with the server's message and Retry.
 */
export function DetailState<T>({ query, className, back, notSaved, children }: Props<T>) {
  const { t } = useLingui()
  const online = useOnlineStatus()
  if (query.isSuccess) return children(query.data)
  if (query.isPending) {
    return (
      <section className={className}>
        {back}
        {online ? (
          <p role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : (
          <p className={css.error} role="alert">
            {notSaved}
          </p>
        )}
      </section>
    )
  }
  const notFound = query.error instanceof ApiError && query.error.status === 404
  return (
    <section className={className}>
      {back}
      <h1>{notFound ? t`Not found` : t`Failed to load`}</h1>
      {notFound ? null : (
        <>
          <p className={css.error} role="alert">
            {query.error.message || t`Failed to load`}
          </p>
          <div className={css.actions}>
            <button type="button" className={button.primary} onClick={() => void query.refetch()}>
              <Trans>Retry</Trans>
            </button>
          </div>
        </>
      )}
    </section>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { button } from '../primitives/button.css'
import * as css from './detail-state.css'
import { ApiError } from '@/lib/http/api-client'
import { useOnlineStatus } from '@/lib/offline/online'

interface Props<T> {
  query: UseQueryResult<T>
  className: string
  back: ReactNode
  /** Offline, for a page never opened on this device: what to say instead of "Loading…" forever. */
  notSaved: ReactNode
  children: (data: T) => ReactNode
}

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

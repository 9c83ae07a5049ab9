import type { Locale } from '@contract/constants'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { button } from '../primitives/button.css'
import * as css from './detail-state.css'
import { LastUpdated } from '../lists/LastUpdated'
import type { DetailResult } from '@/lib/offline/offline-results'

export function useDetailHeading<T>(detail: DetailResult<T>, title: (item: T) => string): string {
  const { t } = useLingui()
  if (detail.state === 'ready') return title(detail.item)
  return detail.state === 'notFound'
    ? t`Not found`
    : detail.state === 'failed' || detail.state === 'notSaved'
      ? t`Failed to load`
      : t`Loading…`
}

export function DetailStatus<T>({
  detail,
  locale,
  heading,
  children,
}: {
  detail: DetailResult<T>
  locale: Locale
  heading: string
  children: (item: T, title: string) => ReactNode
}) {
  const { t } = useLingui()
  return (
    <>
      {detail.state === 'ready' ? (
        <>
          <LastUpdated
            updatedAt={detail.updatedAt}
            locale={locale}
            offline={detail.offline}
            label={(when) => t`Updated ${when}`}
          />
          {children(detail.item, heading)}
        </>
      ) : detail.state === 'notFound' ? (
        <p role="alert">
          <Trans>This item was not found. It may have been removed, or the link may be wrong.</Trans>
        </p>
      ) : detail.state === 'notSaved' ? (
        <p className={css.error} role="alert">
          <Trans>
            You are offline and this item is not saved on this device. Open it again when you are online.
          </Trans>
        </p>
      ) : detail.state === 'failed' ? (
        <>
          <p className={css.error} role="alert">
            {detail.message || t`Failed to load`}
          </p>
          <div className={css.actions}>
            <button type="button" className={button.primary} onClick={detail.retry}>
              <Trans>Retry</Trans>
            </button>
          </div>
        </>
      ) : (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
    </>
  )
}

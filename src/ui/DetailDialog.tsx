import type { Locale } from '@contract/constants'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { button } from './button.css'
import * as css from './detail-state.css'
import { Dialog } from './Dialog'
import { LastUpdated } from './LastUpdated'
import type { DetailResult } from '@/lib/offline-results'

interface Props<T> {
  /** The item's state, from `useItemDetail`. */
  detail: DetailResult<T>
  /** Back to the list underneath (its address, search and focus). */
  onClose: () => void
  locale: Locale
  /** The item's title in the reader's language. */
  title: (item: T) => string
  /** The actions row (Share, Save for offline, the main action), given the item and its title. */
  footer: (item: T, title: string) => ReactNode
  /** The item's details. */
  children: (item: T, title: string) => ReactNode
}

/**
 * The details of one news post, event, resource or job at its own address (`/events/12`),
 * shown over its list: the title, how fresh the copy is, the details and the actions; or,
 * in the same dialog, loading, not found (a wrong or old link), not saved on this device
 * (offline), or a failure with Retry.
 */
export function DetailDialog<T>({ detail, onClose, locale, title, footer, children }: Props<T>) {
  const { t } = useLingui()
  const item = detail.state === 'ready' ? detail.item : null
  const heading = item ? title(item) : detail.state === 'notFound' ? t`Not found` : detail.state === 'failed' || detail.state === 'notSaved' ? t`Failed to load` : t`Loading…`
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={heading} closeLabel={t`Close`} footer={item ? footer(item, heading) : null}>
      {detail.state === 'ready' ? (
        <>
          <LastUpdated updatedAt={detail.updatedAt} locale={locale} offline={detail.offline} label={(when) => t`Updated ${when}`} />
          {children(detail.item, heading)}
        </>
      ) : detail.state === 'notFound' ? (
        <p role="alert">
          <Trans>This item was not found. It may have been removed, or the link may be wrong.</Trans>
        </p>
      ) : detail.state === 'notSaved' ? (
        <p className={css.error} role="alert">
          <Trans>You are offline and this item is not saved on this device. Open it again when you are online.</Trans>
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
    </Dialog>
  )
}

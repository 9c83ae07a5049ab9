import type { Locale } from '@contract/constants'
import type { TextLang } from '@contract/script-language'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Dialog } from '../dialogs/Dialog'
import { DetailStatus, useDetailHeading } from './DetailStatus'
import type { DetailResult } from '@/lib/offline/offline-results'

export interface DetailProps<T> {
  /** The item's state, from `useItemDetail`. */
  detail: DetailResult<T>
  /** Back to the list underneath (its address, search and focus). */
  onClose: () => void
  locale: Locale
  /** The item's title in the reader's language. */
  title: (item: T) => string
  /** The title's language when it fell back to the other one (`textLangProps`), so it is marked. */
  titleLang?: (item: T) => TextLang | undefined
  /** The actions row (Share, Save for offline, the main action), given the item and its title. */
  footer: (item: T, title: string) => ReactNode
  /** The item's details. */
  children: (item: T, title: string) => ReactNode
}

/**
 * The details of one news post, event, resource or job at its own address (`/events/12`),
 * opened from its list and shown over it (ItemPage shows the same as a page of its own): the title, how fresh the copy is, the details and the actions; or,
 * in the same dialog, loading, not found (a wrong or old link), not saved on this device
 * (offline), or a failure with Retry.
 */
export function DetailDialog<T>({
  detail,
  onClose,
  locale,
  title,
  titleLang,
  footer,
  children,
}: DetailProps<T>) {
  const { t } = useLingui()
  const item = detail.state === 'ready' ? detail.item : null
  const heading = useDetailHeading(detail, title)
  const lang = item && titleLang ? titleLang(item) : undefined
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        <span dir="auto" lang={lang}>
          {heading}
        </span>
      }
      closeLabel={t`Close`}
      footer={item ? footer(item, heading) : null}
    >
      <DetailStatus detail={detail} locale={locale} heading={heading}>
        {children}
      </DetailStatus>
    </Dialog>
  )
}

import type { Locale } from '@contract/constants'
import type { TextLang } from '@contract/script-language'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Dialog } from '../dialogs/Dialog'
import { DetailStatus, useDetailHeading } from './DetailStatus'
import type { DetailResult } from '@/lib/offline/offline-results'

export interface DetailProps<T> {
  detail: DetailResult<T>
  onClose: () => void
  locale: Locale
  title: (item: T) => string
  /** The title's language when it fell back to the other one, so it is marked. */
  titleLang?: (item: T) => TextLang | undefined
  footer: (item: T, title: string) => ReactNode
  children: (item: T, title: string) => ReactNode
}

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

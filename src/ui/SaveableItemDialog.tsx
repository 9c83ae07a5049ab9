import type { Locale } from '@contract/constants'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { pickLang } from '@/lib/format'
import { Markdown } from '@/lib/markdown'
import type { SaveTarget } from '@/lib/saved-items'
import { DetailList, type DetailRow } from './DetailList'
import { Dialog } from './Dialog'
import { LastUpdated } from './LastUpdated'
import { prose } from './prose.css'
import { SaveForOffline } from './SaveForOffline'

interface Props {
  /** The item shown, with the kind it is saved as; null keeps the dialog closed. */
  target: SaveTarget | null
  onClose: () => void
  locale: Locale
  /** The item's main action in the footer (apply, download), given the item's title in the language shown. */
  action: (title: string) => ReactNode
  rows: readonly DetailRow[]
  /** When the list the item came from was fetched, and whether that was offline (the "Updated …" note). */
  freshness: { updatedAt: number; offline: boolean; label: (relative: string) => string }
  /** Shown after the description (a job's requirements). */
  children?: ReactNode
}

/**
 * The details dialog of a job or resource in its public list: the title, the main action and
 * "Save for offline" in the footer, how fresh the list is, the detail rows and the description.
 */
export function SaveableItemDialog({ target, onClose, locale, action, rows, freshness, children }: Props) {
  const { t } = useLingui()
  const item = target?.item
  const title = item ? pickLang(locale, item.title_ar, item.title_en) : ''
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(value) => !value && onClose()}
      title={title}
      closeLabel={t`Close`}
      footer={
        target ? (
          <>
            {action(title)}
            <SaveForOffline target={target} title={title} />
          </>
        ) : null
      }
    >
      {item ? (
        <>
          <LastUpdated updatedAt={freshness.updatedAt} locale={locale} offline={freshness.offline} label={freshness.label} />
          <DetailList rows={rows} />
          <div className={prose}>
            <Markdown source={pickLang(locale, item.description_ar, item.description_en)} />
          </div>
          {children}
        </>
      ) : null}
    </Dialog>
  )
}

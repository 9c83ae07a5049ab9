import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatDate, formatEventDate, formatFileSize, formatTime, pickLang } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { Markdown } from '@/lib/format/markdown'
import type { SavedEntry } from '@/lib/offline/saved-items'
import * as card from '@/ui/primitives/card.css'
import { Dialog } from '@/ui/dialogs/Dialog'
import { prose } from '@/ui/primitives/prose.css'
import { BilingualText } from '@/ui/text/BilingualText'
import { PlaceName } from '@/ui/text/PlaceName'
import { SavedRequirements } from './SavedRequirements'
import { textLangProps } from '@/lib/format/bilingual'

/** A saved item's details, read from the stored copy (works with no connection). */
export function SavedItemDetails({
  entry,
  onClose,
  footer,
}: {
  entry: SavedEntry | null
  onClose: () => void
  footer?: ReactNode
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const title = entry ? pickLang(locale, entry.item.title_ar, entry.item.title_en) : ''
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={(value) => !value && onClose()}
      title={
        entry ? (
          <span {...textLangProps(locale, entry.item.title_ar, entry.item.title_en)}>{title}</span>
        ) : (
          title
        )
      }
      closeLabel={t`Close`}
      footer={footer}
    >
      {entry ? (
        <>
          <dl className={card.detailList}>
            {entry.kind === 'event' ? (
              <>
                <dt className={card.detailTerm}>
                  <Trans>Date</Trans>
                </dt>
                <dd className={card.detailValue}>{formatEventDate(entry.item.start_date, locale)}</dd>
                <dt className={card.detailTerm}>
                  <Trans>Time</Trans>
                </dt>
                <dd className={card.detailValue}>{formatTime(entry.item.starts_at, locale)}</dd>
                <dt className={card.detailTerm}>
                  <Trans>Location</Trans>
                </dt>
                <dd className={card.detailValue}>
                  {entry.item.location ? <PlaceName place={entry.item} /> : '—'}
                </dd>
              </>
            ) : entry.kind === 'resource' ? (
              <>
                <dt className={card.detailTerm}>
                  <Trans>Author</Trans>
                </dt>
                <dd className={card.detailValue}>
                  {entry.item.author ? (
                    <BilingualText
                      ar={entry.item.author_ar}
                      en={entry.item.author_en}
                      single={entry.item.author}
                    />
                  ) : (
                    '—'
                  )}
                </dd>
                <dt className={card.detailTerm}>
                  <Trans>File</Trans>
                </dt>
                <dd className={card.detailValue}>
                  {entry.file
                    ? `${entry.file.name} (${formatFileSize(entry.file.size, locale)})`
                    : t`No file kept: an external link`}
                </dd>
              </>
            ) : (
              <>
                <dt className={card.detailTerm}>
                  <Trans>Employer</Trans>
                </dt>
                <dd className={card.detailValue}>
                  <BilingualText
                    ar={entry.item.employer_ar}
                    en={entry.item.employer_en}
                    single={entry.item.employer}
                  />
                </dd>
                <dt className={card.detailTerm}>
                  <Trans>Deadline</Trans>
                </dt>
                <dd className={card.detailValue}>
                  {entry.item.application_deadline
                    ? formatDate(entry.item.application_deadline, locale, { dateStyle: 'long' })
                    : t`Open until filled`}
                </dd>
              </>
            )}
            <dt className={card.detailTerm}>
              <Trans>Saved</Trans>
            </dt>
            <dd className={card.detailValue}>
              {formatDate(new Date(entry.savedAt), locale, { dateStyle: 'medium', timeStyle: 'short' })}
            </dd>
          </dl>
          <div
            className={prose}
            {...textLangProps(locale, entry.item.description_ar, entry.item.description_en)}
          >
            <Markdown source={pickLang(locale, entry.item.description_ar, entry.item.description_en)} />
          </div>
          {entry.kind === 'job' ? <SavedRequirements job={entry.item} locale={locale} /> : null}
        </>
      ) : null}
    </Dialog>
  )
}

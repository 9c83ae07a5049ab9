import { referenceLabel } from '@contract/reference-data'
import { useLingui, Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { resourceQueries } from '../api/resource-queries'
import { isVideo } from '../model'
import { DownloadButton } from './DownloadButton'
import { ResourceTags } from './ResourceTags'
import { formatDate, formatFileSize, formatNumber, pickLang } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { useItemDetail } from '@/lib/offline/offline-results'
import { Markdown } from '@/lib/format/markdown'
import { BilingualText } from '@/ui/text/BilingualText'
import { DetailList } from '@/ui/items/DetailList'
import { prose } from '@/ui/primitives/prose.css'
import { SaveForOffline } from '@/ui/lists/SaveForOffline'
import { ItemDetails } from '@/ui/items/ItemPage'
import { itemLink, ShareButton } from '@/ui/primitives/ShareButton'
import { textLangProps } from '@/lib/format/bilingual'

/** A resource at its own address (/resources/{id}): over the resources list when opened from it, else a page of its own; the facts and description; Share, Save for offline, Download. */
export function ResourceDetails({
  id,
  overList,
  onClose,
}: {
  id: number
  overList: boolean
  onClose: () => void
}) {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const client = useQueryClient()
  // Below the dialog's h2 title, or the page's h1.
  const headingOffset = overList ? 2 : 1
  const detail = useItemDetail(useQuery(resourceQueries.detail(id, client)), ['resources'], id)
  const categoryLabel = (value: string) => referenceLabel('resource_category', value, locale)
  return (
    <ItemDetails
      overList={overList}
      list="/resources"
      detail={detail}
      onClose={onClose}
      locale={locale}
      title={(resource) => pickLang(locale, resource.title_ar, resource.title_en)}
      titleLang={(resource) => textLangProps(locale, resource.title_ar, resource.title_en).lang}
      footer={(resource, title) => (
        <>
          <ShareButton title={title} url={itemLink(`/resources/${id}`)} />
          <SaveForOffline target={{ kind: 'resource', item: resource }} title={title} />
          <DownloadButton resource={resource} title={title} />
        </>
      )}
    >
      {(resource) => (
        <>
          <DetailList
            rows={[
              {
                term: <Trans>Author</Trans>,
                value: resource.author ? (
                  <BilingualText ar={resource.author_ar} en={resource.author_en} single={resource.author} />
                ) : (
                  '—'
                ),
              },
              { term: <Trans>Category</Trans>, value: categoryLabel(resource.category) },
              {
                term: <Trans>Size</Trans>,
                value: resource.file_size !== null ? formatFileSize(resource.file_size, locale) : '—',
              },
              {
                term: isVideo(resource) ? <Trans>Views</Trans> : <Trans>Downloads</Trans>,
                value: formatNumber(resource.download_count, locale),
              },
              { term: <Trans>Tags</Trans>, value: <ResourceTags resource={resource} locale={locale} /> },
              { term: <Trans>Added</Trans>, value: formatDate(resource.created_at, locale) },
            ]}
          />
          <div className={prose} {...textLangProps(locale, resource.description_ar, resource.description_en)}>
            <Markdown
              source={pickLang(locale, resource.description_ar, resource.description_en)}
              headingOffset={headingOffset}
            />
          </div>
        </>
      )}
    </ItemDetails>
  )
}

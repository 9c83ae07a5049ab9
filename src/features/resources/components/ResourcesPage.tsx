import { EXCERPT_LENGTHS, PAGE_SIZES } from '@contract/constants'
import { RESOURCE_CATEGORIES, RESOURCE_FILE_TYPES, RESOURCE_UI_SORTS, type PublicResource, type ResourcesSearch } from '@contract/resources'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { countDownload, resourceQueries } from '../api/resource-queries'
import { changeResourcesSearch, fileTypeIcon, RESOURCE_CATEGORY_LABELS, RESOURCE_QUICK_CATEGORIES, RESOURCE_SORT_LABELS, splitTags, savedResourcesQuery } from '../model'
import * as css from './resources.css'
import { useDocumentTitle } from '@/lib/document-title'
import { formatDate, formatFileSize, formatNumber, pickLang } from '@/lib/format'
import { isLocale } from '@/lib/i18n'
import { downloadSavedCopy, useNeedsNetwork } from '@/lib/offline-actions'
import { useSavedList } from '@/lib/offline-results'
import { excerpt } from '@/lib/markdown'
import { useSession } from '@/lib/session'
import { Badge } from '@/ui/Badge'
import { Icon } from '@/ui/Icon'
import { button } from '@/ui/button.css'
import * as card from '@/ui/card.css'
import { SaveableItemDialog } from '@/ui/SaveableItemDialog'
import { Select } from '@/ui/Select'
import { PublicListPage } from '@/ui/PublicListPage'

interface Props {
  search: ResourcesSearch
  onSearchChange: (next: ResourcesSearch) => void
}

/**
 * POST /resources/{id}/download, then the file opens in a new tab; a failure is
 * only logged (the file still opens). The tab is opened at the click so no popup blocker
 * stops it, and sent to the file once the count answers.
 */
function useDownload() {
  const queryClient = useQueryClient()
  const needsNetwork = useNeedsNetwork()
  const { t } = useLingui()
  const { user } = useSession()
  return (resource: PublicResource) => {
    // Offline: the copy saved for offline if there is one; otherwise say the network is needed
    // rather than open a tab that fails.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      const message = t`Downloading needs an internet connection. Try again when you are online.`
      void (user ? downloadSavedCopy(user.id, resource.id) : Promise.resolve(false)).catch(() => false).then((handed) => handed || needsNetwork(message))
      return
    }
    const tab = window.open('about:blank', '_blank')
    if (tab) tab.opener = null
    const go = (url: string) => {
      if (tab) tab.location.href = url
      else window.open(url, '_blank', 'noopener,noreferrer')
    }
    countDownload(resource.id)
      .then((answer) => {
        go(answer.file_url)
        void queryClient.invalidateQueries({ queryKey: ['resources'] })
      })
      .catch((error: unknown) => {
        console.error('Download count failed', error)
        go(resource.file_url)
      })
  }
}

/** The public /resources page. */
/** "342 downloads", in each of the six Arabic plural forms. */
function Downloads({ downloads }: { downloads: number }) {
  return <Plural value={downloads} one="# download" other="# downloads" />
}

export function ResourcesPage({ search, onSearchChange }: Props) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  useDocumentTitle(t`Resources`)
  const resources = useQuery(resourceQueries.list(search, locale))
  // Offline, a page or filter never fetched is answered from the saved resources.
  const list = useSavedList(resources, ['resources'], savedResourcesQuery(search, locale))
  const updatedLabel = (when: string) => t`Updated ${when}`
  const featured = useQuery(resourceQueries.featured())
  const download = useDownload()
  const [open, setOpen] = useState<PublicResource | null>(null)
  const update = (change: Partial<Omit<ResourcesSearch, 'page'>>) => onSearchChange(changeResourcesSearch(search, change))
  const onSearch = useCallback((text: string) => onSearchChange(changeResourcesSearch(search, { search: text })), [onSearchChange, search])
  const categoryLabel = (value: string) => (RESOURCE_CATEGORY_LABELS[value] ? i18n._(RESOURCE_CATEGORY_LABELS[value]) : value)
  const filtered = Boolean(search.search || search.category || search.file_type)

  const downloadButton = (resource: PublicResource, title: string) => (
    <button type="button" className={button.primary} onClick={() => download(resource)} aria-label={t`Download: ${title}`}>
      <Icon name="download" /> <Trans>Download</Trans>
    </button>
  )

  return (
    <PublicListPage
      name="resources"
      title={<Trans>Resources</Trans>}
      lead={<Trans>Guidelines, research, presentations and teaching material for members and the public.</Trans>}
      featured={
        featured.data && featured.data.items.length > 0 ? (
          <section aria-labelledby="featured-resources" className={css.featured}>
            <h2 id="featured-resources" className={card.sectionTitle}>
              <Trans>Featured resources</Trans>
            </h2>
            <ul className={css.featuredList}>
              {featured.data.items.map((resource) => {
                const title = pickLang(locale, resource.title_ar, resource.title_en)
                const type = fileTypeIcon(resource.file_type)
                return (
                  <li key={resource.id} className={css.featuredItem}>
                    <span className={css.fileIcon}>
                      <Icon name={type.icon} size={28} />
                    </span>
                    <div className={css.featuredBody}>
                      <h3 className={css.featuredTitle}>
                        <button type="button" className={css.linkButton} onClick={() => setOpen(resource)}>
                          {title}
                        </button>
                      </h3>
                      <p className={css.featuredText}>{excerpt(pickLang(locale, resource.description_ar, resource.description_en), EXCERPT_LENGTHS.resourcesFeatured)}</p>
                    </div>
                  </li>
                )
              })}
            </ul>
          </section>
        ) : null
      }
      toolbar={{
        search: search.search,
        onSearchChange: onSearch,
        label: t`Search resources`,
        placeholder: t`Search resources…`,
        quickFilters: [
          {
            label: t`Category`,
            value: search.category ?? '',
            allLabel: t`All`,
            options: RESOURCE_QUICK_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) })),
            onChange: (value) => update({ category: (value || undefined) as ResourcesSearch['category'] }), // the options are the search schema's picklist, and '' is All
          },
        ],
        advanced: (
          <>
            <Select
              label={t`Category`}
              value={search.category}
              allLabel={t`All categories`}
              options={RESOURCE_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))}
              onChange={(category) => update({ category })}
            />
            <Select
              label={t`File type`}
              value={search.file_type}
              allLabel={t`All file types`}
              options={RESOURCE_FILE_TYPES.map((value) => ({ value, label: value === 'link' ? t`Link` : value.toUpperCase() }))}
              onChange={(file_type) => update({ file_type })}
            />
            <Select
              label={t`Sort`}
              value={search.sort ?? 'newest'}
              options={RESOURCE_UI_SORTS.map((value) => ({ value, label: i18n._(RESOURCE_SORT_LABELS[value]) }))}
              onChange={(value) => update({ sort: value === 'newest' ? undefined : value })}
            />
          </>
        ),
      }}
      query={resources}
      list={list}
      page={search.page}
      pageSize={PAGE_SIZES.resources}
      onPageChange={(page) => onSearchChange({ ...search, page })}
      filtered={filtered}
      onClearFilters={() => onSearchChange({ page: 1, search: '', ...(search.sort ? { sort: search.sort } : {}) })}
      labels={{ failed: t`Failed to load resources`, none: t`No resources available` }}
      renderItem={(resource) => {
        const title = pickLang(locale, resource.title_ar, resource.title_en)
        const type = fileTypeIcon(resource.file_type)
        return (
          <article key={resource.id} className={card.card}>
            <div className={css.cardHead}>
              <span className={css.fileIcon}>
                <Icon name={type.icon} size={28} />
              </span>
              <div className={card.cardMeta}>
                <Badge tone="primary">{categoryLabel(resource.category)}</Badge>
                <Badge>{type.label}</Badge>
                {resource.visibility === 'member' ? <Badge tone="accent">{t`Members only`}</Badge> : null}
              </div>
            </div>
            <h2 className={card.cardTitle}>{title}</h2>
            <p className={card.cardText}>{excerpt(pickLang(locale, resource.description_ar, resource.description_en), EXCERPT_LENGTHS.resources)}</p>
            <p className={card.cardMeta}>
              {resource.file_size !== null ? <span>{formatFileSize(resource.file_size, locale)}</span> : null}
              <span>
                <Downloads downloads={resource.download_count} />
              </span>
            </p>
            <div className={card.cardActions}>
              <button type="button" className={button.secondary} onClick={() => setOpen(resource)} aria-label={t`Details: ${title}`}>
                <Trans>Details</Trans>
              </button>
              {downloadButton(resource, title)}
            </div>
          </article>
        )
      }}
    >
      <SaveableItemDialog
        target={open ? { kind: 'resource', item: open } : null}
        onClose={() => setOpen(null)}
        locale={locale}
        action={(title) => (open ? downloadButton(open, title) : null)}
        freshness={{ updatedAt: list.updatedAt, offline: list.offline, label: updatedLabel }}
        rows={
          open
            ? [
                { term: <Trans>Author</Trans>, value: open.author || '—' },
                { term: <Trans>Category</Trans>, value: categoryLabel(open.category) },
                { term: <Trans>Size</Trans>, value: open.file_size !== null ? formatFileSize(open.file_size, locale) : '—' },
                { term: <Trans>Downloads</Trans>, value: formatNumber(open.download_count, locale) },
                { term: <Trans>Tags</Trans>, value: splitTags(open.tags).join(', ') || '—' },
                { term: <Trans>Added</Trans>, value: formatDate(open.created_at, locale) },
              ]
            : []
        }
      />
    </PublicListPage>
  )
}

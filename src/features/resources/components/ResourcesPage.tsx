import { EXCERPT_LENGTHS, PAGE_SIZES } from '@contract/constants'
import {
  RESOURCE_CATEGORIES,
  RESOURCE_FILE_TYPES,
  RESOURCE_UI_SORTS,
  type PublicResource,
  type ResourcesSearch,
} from '@contract/resources'
import { referenceLabel } from '@contract/reference-data'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import { resourceQueries } from '../api/resource-queries'
import {
  changeResourcesSearch,
  fileTypeIcon,
  isVideo,
  RESOURCE_QUICK_CATEGORIES,
  RESOURCE_SORT_LABELS,
  savedResourcesQuery,
} from '../model'
import { DownloadButton } from './DownloadButton'
import * as css from './resources.css'
import { OVER_LIST } from '@/lib/page/item-presentation'
import { formatFileSize, pickLang } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { useSavedList } from '@/lib/offline/offline-results'
import { excerpt } from '@/lib/format/markdown-text'
import { Badge } from '@/ui/primitives/Badge'
import { Icon } from '@/ui/primitives/Icon'
import { button } from '@/ui/primitives/button.css'
import * as card from '@/ui/primitives/card.css'
import { Select } from '@/ui/primitives/Select'
import { activeFilterCount } from '@/ui/lists/filter-count'
import { ListCard } from '@/ui/lists/ListView'
import { PublicListPage, stripStillComing } from '@/ui/lists/PublicListPage'
import { textLangProps } from '@/lib/format/bilingual'

interface Props {
  search: ResourcesSearch
  onSearchChange: (next: ResourcesSearch) => void
}

/** "342 downloads" (or views, for a video), in each of the six Arabic plural forms. */
function Downloads({ downloads, video }: { downloads: number; video: boolean }) {
  return video ? (
    <Plural value={downloads} one="# view" other="# views" />
  ) : (
    <Plural value={downloads} one="# download" other="# downloads" />
  )
}

/** The public /resources page. */
export function ResourcesPage({ search, onSearchChange }: Props) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const resources = useQuery(resourceQueries.list(search, locale))
  // Offline, a page or filter never fetched is answered from the saved resources.
  const list = useSavedList(resources, ['resources'], savedResourcesQuery(search, locale))
  const featured = useQuery(resourceQueries.featured())
  const update = (change: Partial<Omit<ResourcesSearch, 'page'>>) =>
    onSearchChange(changeResourcesSearch(search, change))
  const onSearch = useCallback(
    (text: string) => onSearchChange(changeResourcesSearch(search, { search: text })),
    [onSearchChange, search],
  )
  const categoryLabel = (value: string) => referenceLabel('resource_category', value, locale)
  const filtered = Boolean(search.search || search.category || search.file_type)

  const featuredItem = (resource: PublicResource) => {
    const title = pickLang(locale, resource.title_ar, resource.title_en)
    const type = fileTypeIcon(resource.file_type, locale)
    return (
      <li className={css.featuredItem}>
        <span className={css.fileIcon}>
          <Icon name={type.icon} size={28} />
        </span>
        <div className={css.featuredBody}>
          <h3 className={css.featuredTitle} {...textLangProps(locale, resource.title_ar, resource.title_en)}>
            <Link
              from="/resources"
              to="/resources/$id"
              params={{ id: resource.id }}
              search={(previous) => previous}
              state={OVER_LIST}
              className={css.linkButton}
            >
              {title}
            </Link>
          </h3>
          <p
            className={css.featuredText}
            {...textLangProps(locale, resource.description_ar, resource.description_en)}
          >
            {excerpt(
              pickLang(locale, resource.description_ar, resource.description_en),
              EXCERPT_LENGTHS.resourcesFeatured,
            )}
          </p>
        </div>
      </li>
    )
  }

  return (
    <PublicListPage
      name="resources"
      title={<Trans>Resources</Trans>}
      lead={
        <Trans>Guidelines, research, presentations and teaching material for members and the public.</Trans>
      }
      featuredLoading={stripStillComing(featured)}
      featured={
        featured.data && featured.data.items.length > 0 ? (
          <section aria-labelledby="featured-resources" className={css.featured}>
            <h2 id="featured-resources" className={card.sectionTitle}>
              <Trans>Featured resources</Trans>
            </h2>
            <ul className={css.featuredList}>
              {featured.data.items.map((resource, index) => (
                <ListCard
                  key={resource.id}
                  item={resource}
                  index={index}
                  deps={[locale]}
                  render={() => featuredItem(resource)}
                />
              ))}
            </ul>
          </section>
        ) : null
      }
      toolbar={{
        search: search.search,
        onSearchChange: onSearch,
        label: t`Search resources`,
        placeholder: t`Search resources…`,
        filters: {
          active: activeFilterCount([search.category, search.file_type]),
          onClear: () => update({ category: undefined, file_type: undefined }),
        },
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
              options={RESOURCE_FILE_TYPES.map((value) => ({
                value,
                label: referenceLabel('file_type', value, locale),
              }))}
              onChange={(file_type) => update({ file_type })}
            />
            <Select
              label={t`Sort`}
              value={search.sort ?? 'newest'}
              options={RESOURCE_UI_SORTS.map((value) => ({
                value,
                label: i18n._(RESOURCE_SORT_LABELS[value]),
              }))}
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
      onClearFilters={() =>
        onSearchChange({ page: 1, search: '', ...(search.sort ? { sort: search.sort } : {}) })
      }
      labels={{ failed: t`Failed to load resources`, none: t`No resources available` }}
      renderItem={(resource) => {
        const title = pickLang(locale, resource.title_ar, resource.title_en)
        const type = fileTypeIcon(resource.file_type, locale)
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
            <h2 className={card.cardTitle} {...textLangProps(locale, resource.title_ar, resource.title_en)}>
              {title}
            </h2>
            <p
              className={card.cardText}
              {...textLangProps(locale, resource.description_ar, resource.description_en)}
            >
              {excerpt(
                pickLang(locale, resource.description_ar, resource.description_en),
                EXCERPT_LENGTHS.resources,
              )}
            </p>
            <p className={card.cardMeta}>
              {resource.file_size !== null ? <span>{formatFileSize(resource.file_size, locale)}</span> : null}
              <span>
                <Downloads downloads={resource.download_count} video={isVideo(resource)} />
              </span>
            </p>
            <div className={card.cardActions}>
              <Link
                from="/resources"
                to="/resources/$id"
                params={{ id: resource.id }}
                search={(previous) => previous}
                state={OVER_LIST}
                className={button.secondary}
                aria-label={t`Details: ${title}`}
              >
                <Trans>Details</Trans>
              </Link>
              <DownloadButton resource={resource} title={title} />
            </div>
          </article>
        )
      }}
    />
  )
}

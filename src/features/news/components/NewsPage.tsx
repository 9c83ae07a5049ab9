import { EXCERPT_LENGTHS, PAGE_SIZES } from '@contract/constants'
import { NEWS_SORTS, POST_CATEGORIES, type NewsSearch } from '@contract/posts'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import { newsQueries } from '../api/news-queries'
import { changeNewsSearch, savedNewsQuery, NEWS_CATEGORY_LABELS, NEWS_QUICK_CATEGORIES } from '../model'
import { OVER_LIST } from '@/lib/page/item-presentation'
import { formatDate, pickLang } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { useSavedList } from '@/lib/offline/offline-results'
import { excerpt } from '@/lib/format/markdown-text'
import { Badge } from '@/ui/primitives/Badge'
import { button } from '@/ui/primitives/button.css'
import * as card from '@/ui/primitives/card.css'
import { Select } from '@/ui/primitives/Select'
import { activeFilterCount } from '@/ui/lists/filter-count'
import { PublicListPage } from '@/ui/lists/PublicListPage'
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@/ui/primitives/ResponsiveImage'
import { textLangProps } from '@/lib/format/bilingual'

interface Props {
  search: NewsSearch
  onSearchChange: (next: NewsSearch) => void
}

/** The public /news page. */
export function NewsPage({ search, onSearchChange }: Props) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const news = useQuery(newsQueries.list(search))
  // Offline, a page or filter never fetched is answered from the saved news.
  const list = useSavedList(news, ['posts'], savedNewsQuery(search))
  const update = (change: Partial<Omit<NewsSearch, 'page'>>) =>
    onSearchChange(changeNewsSearch(search, change))
  const onSearch = useCallback(
    (text: string) => onSearchChange(changeNewsSearch(search, { search: text })),
    [onSearchChange, search],
  )
  const categoryLabel = (value: string | null) =>
    value && NEWS_CATEGORY_LABELS[value] ? i18n._(NEWS_CATEGORY_LABELS[value]) : (value ?? '')
  const filtered = Boolean(search.search || search.category)

  return (
    <PublicListPage
      name="news"
      title={<Trans>News</Trans>}
      lead={<Trans>Announcements, conference reports and research from the society.</Trans>}
      toolbar={{
        search: search.search,
        onSearchChange: onSearch,
        label: t`Search news`,
        placeholder: t`Search news…`,
        filters: {
          active: activeFilterCount([search.category]),
          onClear: () => update({ category: undefined }),
        },
        quickFilters: [
          {
            label: t`Category`,
            value: search.category ?? '',
            allLabel: t`All`,
            options: NEWS_QUICK_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) })),
            onChange: (value) => update({ category: (value || undefined) as NewsSearch['category'] }), // the options are the search schema's picklist, and '' is All
          },
        ],
        advanced: (
          <>
            <Select
              label={t`Category`}
              value={search.category}
              allLabel={t`All categories`}
              options={POST_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))}
              onChange={(category) => update({ category })}
            />
            <Select
              label={t`Sort`}
              value={search.sort ?? 'latest'}
              options={NEWS_SORTS.map((value) => ({
                value,
                label: value === 'latest' ? t`Latest` : t`Oldest`,
              }))}
              onChange={(value) => update({ sort: value === 'oldest' ? 'oldest' : undefined })}
            />
          </>
        ),
      }}
      query={news}
      list={list}
      page={search.page}
      pageSize={PAGE_SIZES.news}
      onPageChange={(page) => onSearchChange({ ...search, page })}
      filtered={filtered}
      onClearFilters={() =>
        onSearchChange({ page: 1, search: '', ...(search.sort ? { sort: search.sort } : {}) })
      }
      labels={{ failed: t`Failed to load news`, none: t`No news available` }}
      renderItem={(post, index) => {
        const title = pickLang(locale, post.title_ar, post.title_en)
        return (
          <article key={post.id} className={card.card}>
            {/* The first card's picture is the page's largest paint on a phone: fetched at once. */}
            {post.feature_path ? (
              <ResponsiveImage
                src={post.feature_path}
                alt=""
                className={card.cardMedia}
                width={640}
                height={360}
                sizes={CARD_IMAGE_SIZES}
                priority={index === 0}
              />
            ) : null}
            <div className={card.cardMeta}>
              {post.category ? <Badge tone="primary">{categoryLabel(post.category)}</Badge> : null}
              <time dateTime={post.created_at}>{formatDate(post.created_at, locale)}</time>
            </div>
            <h2 className={card.cardTitle} {...textLangProps(locale, post.title_ar, post.title_en)}>
              {title}
            </h2>
            <p className={card.cardText} {...textLangProps(locale, post.body_md_ar, post.body_md_en)}>
              {excerpt(pickLang(locale, post.body_md_ar, post.body_md_en), EXCERPT_LENGTHS.news)}
            </p>
            <div className={card.cardActions}>
              <Link
                from="/news"
                to="/news/$id"
                params={{ id: post.id }}
                search={(previous) => previous}
                state={OVER_LIST}
                className={button.secondary}
                aria-label={t`Read More: ${title}`}
              >
                <Trans>Read More</Trans>
              </Link>
            </div>
          </article>
        )
      }}
    />
  )
}

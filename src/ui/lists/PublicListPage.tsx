import { Plural, useLingui } from '@lingui/react/macro'
import type { FetchStatus, UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { button } from '../primitives/button.css'
import * as card from '../primitives/card.css'
import { ListFreshness } from './LastUpdated'
import { ListView } from './ListView'
import { Toolbar, type ToolbarProps } from './Toolbar'
import { currentLocale } from '@/lib/i18n/i18n'
import type { ListPage } from '@/lib/offline/offline-list'
import type { ListResult } from '@/lib/offline/offline-results'

/**
 * Whether a featured strip's first answer is still to come, for `featuredLoading`. Pending
 * counts even before its request starts (while the saved cache is restored the query waits,
 * idle, and the list's answer may already be there from the route): the list must not be
 * shown without the strip that will then push it down. Paused (offline) does not: the strip
 * may never come, and the list shows what the device has.
 */
export function stripStillComing(strip: { isPending: boolean; fetchStatus: FetchStatus }): boolean {
  return strip.isPending && strip.fetchStatus !== 'paused'
}

export interface PublicListPageProps<T> {
  /** Prefix of the heading's id ("news" gives "news-title"). */
  name: string
  title: ReactNode
  lead: ReactNode
  /** Shown above the results, below the toolbar (a featured strip); it appears with them, so nothing moves when it arrives. */
  featured?: ReactNode
  /** The featured strip's query is fetching its first answer (not when paused offline): the results wait for it. */
  featuredLoading?: boolean
  toolbar: Omit<ToolbarProps, 'labels'> & { label: string; placeholder: string }
  /** The page's own query: loading, error and Retry come from it. */
  query: UseQueryResult<ListPage<T>>
  /** What the list shows: the query's answer, or offline the saved items (useSavedList). */
  list: ListResult<T>
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  /** A search or filter is set: an empty answer says "No results found" instead of `labels.none`. */
  filtered: boolean
  /** Drops the search and every filter (the sort stays): offered by an empty answer while `filtered`. */
  onClearFilters: () => void
  labels: { failed: string; none: string }
  /** `index`: the place on the shown page (the first card may hold the largest paint). */
  renderItem: (item: T, index: number) => ReactNode
  /** What a card shows besides its item and the language (ListView's `cardDeps`; the language is added here). */
  cardDeps?: readonly unknown[]
  /** After the list: the details dialog. */
  children?: ReactNode
}

/**
 * One public list page (news, events, resources, jobs): title and lead, the sticky toolbar,
 * "Updated …" with the saved-results note offline, the results with their count, skeletons,
 * error with Retry, empty state and numbered pagination. The page brings its filters and
 * its cards; the wording shared by all four lives here.
 */
export function PublicListPage<T>({
  name,
  title,
  lead,
  featured,
  featuredLoading = false,
  toolbar,
  query,
  list,
  page,
  pageSize,
  onPageChange,
  filtered,
  onClearFilters,
  labels,
  renderItem,
  cardDeps,
  children,
}: PublicListPageProps<T>) {
  const { t } = useLingui()
  const locale = currentLocale()
  const { label, placeholder, ...toolbarProps } = toolbar
  return (
    <section className={card.page} aria-labelledby={`${name}-title`}>
      <h1 id={`${name}-title`} className={card.pageTitle}>
        {title}
      </h1>
      <p className={card.pageLead}>{lead}</p>
      <Toolbar
        {...toolbarProps}
        labels={{
          search: label,
          placeholder,
          clear: t`Clear search`,
          advanced: t`More filters`,
          hideAdvanced: t`Hide filters`,
        }}
      />
      <ListView
        before={
          <>
            <ListFreshness list={list} locale={locale} />
            {featured}
          </>
        }
        beforeLoading={featuredLoading}
        items={list.data?.items}
        total={list.data?.total ?? 0}
        loading={query.isFetching}
        error={query.isError ? query.error.message || labels.failed : null}
        onRetry={() => void query.refetch()}
        skeletons={6}
        countClassName={card.count}
        labels={{
          loading: t`Loading…`,
          retry: t`Retry`,
          empty: filtered ? t`No results found` : labels.none,
          count: (total) => <Plural value={total} one="# result" other="# results" />,
        }}
        pagination={{
          page,
          pageSize,
          onPageChange,
          labels: {
            nav: t`Pagination`,
            previous: t`Previous`,
            next: t`Next`,
            page: (page) => t`Page ${page}`,
          },
        }}
        emptyAction={
          filtered ? (
            <button type="button" className={button.secondary} onClick={onClearFilters}>
              {t`Clear filters`}
            </button>
          ) : undefined
        }
        renderItem={renderItem}
        cardDeps={[locale, ...(cardDeps ?? [])]}
      />
      {children}
    </section>
  )
}

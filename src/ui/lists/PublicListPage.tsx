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

/** Pending counts before the request starts (the list must not show without the strip that pushes it down); paused does not. */
export function stripStillComing(strip: { isPending: boolean; fetchStatus: FetchStatus }): boolean {
  return strip.isPending && strip.fetchStatus !== 'paused'
}

export interface PublicListPageProps<T> {
  name: string
  title: ReactNode
  lead: ReactNode
  /** Appears with the results, so nothing moves when it arrives. */
  featured?: ReactNode
  featuredLoading?: boolean
  toolbar: Omit<ToolbarProps, 'labels'> & { label: string; placeholder: string }
  query: UseQueryResult<ListPage<T>>
  list: ListResult<T>
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  filtered: boolean
  onClearFilters: () => void
  labels: { failed: string; none: string }
  renderItem: (item: T, index: number) => ReactNode
  cardDeps?: readonly unknown[]
  children?: ReactNode
}

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

import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query'
import { ApiError, OfflineError } from '../http/api-client'
import { cachedListItem, collectCachedItems, savedPage, type ListPage, type SavedQuery } from './offline-list'
import { useOnlineStatus } from './online'

export interface ListResult<T> {
  /** What the list shows: the query's own answer, or the saved results. */
  data: ListPage<T> | undefined
  /** True when `data` was computed from saved items because this page was never fetched. */
  saved: boolean
  /** When the shown data was fetched (0 while nothing is shown). */
  updatedAt: number
  offline: boolean
}

/**
 * A list query that keeps working without the network: its own cached answer when
 * there is one; otherwise, offline (or when the request failed for want of a connection),
 * the saved items of the entity filtered, ordered and paged by `rules`.
 */
export function useSavedList<T extends { id: number }>(
  query: UseQueryResult<ListPage<T>>,
  prefix: QueryKey,
  rules: SavedQuery<T>,
): ListResult<T> {
  const client = useQueryClient()
  const online = useOnlineStatus()
  const ownAnswer = query.data !== undefined && !query.isPlaceholderData
  // navigator.onLine can say online with no connection ("lie-fi", captive portals): a request
  // that failed for want of a network counts as offline from its first failed attempt.
  const networkFailed = isNetworkFailure(query.error ?? query.failureReason)
  if (ownAnswer)
    return {
      data: query.data,
      saved: false,
      updatedAt: query.dataUpdatedAt,
      offline: !online || networkFailed,
    }
  if (!online || networkFailed) {
    const page = savedPage(collectCachedItems<T>(client, prefix), rules)
    return {
      data: { items: page.items, total: page.total },
      saved: true,
      updatedAt: page.updatedAt,
      offline: true,
    }
  }
  return { data: query.data, saved: false, updatedAt: query.dataUpdatedAt, offline: false }
}

/** A request that never reached the server: fetch's TypeError, or the api-client's OfflineError. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || error instanceof OfflineError
}

/** What an item's details view shows, decided from its own query and the cached lists. */
export type DetailResult<T> =
  | { state: 'ready'; item: T; updatedAt: number; offline: boolean }
  | { state: 'loading' | 'notSaved' | 'notFound' }
  | { state: 'failed'; message: string; retry: () => void }

/**
 * An item's details (a link to /events/{id} opened from its list, from a share, or cold),
 * readable offline: its own cached answer; else, unless the server said it does not exist
 * (404), the freshest copy any cached list of the entity holds; else offline "not saved on
 * this device", a failure with Retry, or loading.
 */
export function useItemDetail<T extends { id: number }>(
  query: UseQueryResult<T>,
  prefix: QueryKey,
  id: number,
): DetailResult<T> {
  const client = useQueryClient()
  const online = useOnlineStatus()
  const offline = !online || isNetworkFailure(query.error ?? query.failureReason)
  // Removed since it was cached (or never there): the server's answer wins over a saved copy.
  if (query.error instanceof ApiError && query.error.status === 404) return { state: 'notFound' }
  if (query.data !== undefined)
    return { state: 'ready', item: query.data, updatedAt: query.dataUpdatedAt, offline }
  const listed = cachedListItem<T>(client, prefix, id)
  if (listed) return { state: 'ready', item: listed.item, updatedAt: listed.fetchedAt, offline }
  if (offline) return { state: 'notSaved' }
  if (query.isError)
    return { state: 'failed', message: query.error.message, retry: () => void query.refetch() }
  return { state: 'loading' }
}

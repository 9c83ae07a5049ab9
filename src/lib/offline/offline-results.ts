import { useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query'
import { ApiError, OfflineError } from '../http/api-client'
import { cachedListItem, collectCachedItems, savedPage, type ListPage, type SavedQuery } from './offline-list'
import { useOnlineStatus } from './online'

export interface ListResult<T> {
  data: ListPage<T> | undefined
  saved: boolean
  updatedAt: number
  offline: boolean
}

export function useSavedList<T extends { id: number }>(
  query: UseQueryResult<ListPage<T>>,
  prefix: QueryKey,
  rules: SavedQuery<T>,
): ListResult<T> {
  const client = useQueryClient()
  const online = useOnlineStatus()
  const ownAnswer = query.data !== undefined && !query.isPlaceholderData
  // navigator.onLine can lie (captive portals): a request that failed for want of a network counts as offline.
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

export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || error instanceof OfflineError
}

export type DetailResult<T> =
  | { state: 'ready'; item: T; updatedAt: number; offline: boolean }
  | { state: 'loading' | 'notSaved' | 'notFound' }
  | { state: 'failed'; message: string; retry: () => void }

/** Unless the server said 404, the freshest copy any cached list holds. */
export function useItemDetail<T extends { id: number }>(
  query: UseQueryResult<T>,
  prefix: QueryKey,
  id: number,
): DetailResult<T> {
  const client = useQueryClient()
  const online = useOnlineStatus()
  const offline = !online || isNetworkFailure(query.error ?? query.failureReason)
  // The server's 404 wins over a saved copy.
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

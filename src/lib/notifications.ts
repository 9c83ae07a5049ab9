import { NotificationListSchema, NotificationReadSchema } from '@contract/notifications'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiRequest } from './api-client'

/**
 * The member's notification centre. Kept under the `notifications` entity, which the query
 * cache persists (the list reads offline) and drops at logout (it is the member's own). The
 * header's bell reads the unread count from the first page, refreshed every minute while shown.
 */
export const NOTIFICATIONS_ENTITY = 'notifications'

export const notificationQueries = {
  page: (page: number) =>
    queryOptions({
      queryKey: [NOTIFICATIONS_ENTITY, 'page', page] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/notifications?page=${page}`, { schema: NotificationListSchema, signal }),
      staleTime: 30_000,
    }),
}

/** Marks one notification read (or all of them with no id); every page is read again. */
export async function markNotificationsRead(queryClient: QueryClient, id?: number): Promise<void> {
  await apiRequest(id === undefined ? '/notifications/read-all' : `/notifications/${id}/read`, {
    method: 'POST',
    schema: NotificationReadSchema,
  })
  await queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_ENTITY] })
}

import { fieldOf } from '@contract/narrow'
import { NotificationListSchema, NotificationReadSchema } from '@contract/notifications'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiRequest } from '../http/api-client'

/** Persisted (the list reads offline) and dropped at logout: it is the member's own. */
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

/**
 * Calls `listener` when the service worker shows a pushed notification (sw/sw.ts posts
 * NOTIFICATION_PUSHED to the open pages), so the bell's count follows without waiting a minute.
 */
export function onNotificationPushed(listener: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined
  const onMessage = (event: MessageEvent) => {
    if (fieldOf(event.data, 'type') === 'NOTIFICATION_PUSHED') listener()
  }
  navigator.serviceWorker.addEventListener('message', onMessage)
  return () => navigator.serviceWorker.removeEventListener('message', onMessage)
}

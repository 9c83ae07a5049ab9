import {
  NotificationPreferencesSchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@contract/notification-preferences'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../http/api-client'

export const notificationPreferencesQuery = queryOptions({
  queryKey: ['account', 'notification-preferences'] as const,
  queryFn: ({ signal }) =>
    apiRequest('/members/me/notification-preferences', { schema: NotificationPreferencesSchema, signal }),
})

export function saveNotificationPreferences(
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  return apiRequest('/members/me/notification-preferences', {
    method: 'PUT',
    body: update,
    schema: NotificationPreferencesSchema,
  })
}

import { NotificationPreferencesSchema } from '@contract/notification-preferences'
import { NotificationListSchema, NotificationReadSchema } from '@contract/notifications'
import { describeRoutes } from '../../lib/api-description'

export const notificationsDescriptions = describeRoutes({
  'GET /api/notifications': {
    summary: "The signed-in member's notifications, newest first, with the unread count",
    response: { schema: NotificationListSchema },
  },
  'POST /api/notifications/read-all': {
    summary: 'Mark every notification read',
    response: { schema: NotificationReadSchema },
  },
  'POST /api/notifications/:id{[0-9]+}/read': {
    summary: 'Mark one notification read',
    response: { schema: NotificationReadSchema },
    errors: { 404: ['notificationNotFound'] },
  },
  'GET /api/members/me/notification-preferences': {
    summary: "The signed-in member's channels (e-mail, in-app, push) for each category of notification",
    response: { schema: NotificationPreferencesSchema },
  },
  'PUT /api/members/me/notification-preferences': {
    summary: 'Change the channels of some categories; account and security notices cannot be turned off',
    response: { schema: NotificationPreferencesSchema },
    errors: { 422: ['preferenceLocked'] },
  },
})

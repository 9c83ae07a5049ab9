import * as v from 'valibot'
import { searchPage } from './address-params'

export const NOTIFICATION_KINDS = [
  'announcement',
  'promotion',
  'event_reminder',
  'session_changed',
  'certificate_ready',
  'registration_confirmed',
  'registration_promoted',
  'cpd',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export const NOTIFICATION_CATEGORIES = [
  'announcements',
  'promotions',
  'events',
  'programme',
  'cpd',
  'account',
] as const
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number]

/** Each kind's category decides where it goes. */
export const CATEGORY_OF_KIND: Record<NotificationKind, NotificationCategory> = {
  announcement: 'announcements',
  promotion: 'promotions',
  event_reminder: 'events',
  registration_confirmed: 'events',
  registration_promoted: 'events',
  session_changed: 'programme',
  certificate_ready: 'cpd',
  cpd: 'cpd',
}

export const NOTIFICATION_PAGE_SIZE = 30

export const NotificationSchema = v.object({
  id: v.number(),
  kind: v.fallback(v.picklist(NOTIFICATION_KINDS), 'announcement'),
  title_ar: v.string(),
  title_en: v.string(),
  body_ar: v.string(),
  body_en: v.string(),
  link: v.nullable(v.string()),
  created_at: v.string(),
  read_at: v.nullable(v.string()),
})
export type Notification = v.InferOutput<typeof NotificationSchema>

export const NotificationListSchema = v.object({
  items: v.array(NotificationSchema),
  total: v.number(),
  unread: v.number(),
})
export type NotificationList = v.InferOutput<typeof NotificationListSchema>

export const NotificationListQuerySchema = v.object({ page: searchPage })

export const NotificationReadSchema = v.object({ unread: v.number() })
export type NotificationRead = v.InferOutput<typeof NotificationReadSchema>

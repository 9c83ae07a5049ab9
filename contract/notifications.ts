import * as v from 'valibot'
import { searchPage } from './address-params'

/** What a notification is about; the app shows each kind with its own icon and words. */
export const NOTIFICATION_KINDS = ['announcement', 'cpd'] as const

export const NOTIFICATION_PAGE_SIZE = 30

export const NotificationSchema = v.object({
  id: v.number(),
  kind: v.fallback(v.picklist(NOTIFICATION_KINDS), 'announcement'),
  title_ar: v.string(),
  title_en: v.string(),
  body_ar: v.string(),
  body_en: v.string(),
  /** A page of the portal it is about, if any. */
  link: v.nullable(v.string()),
  created_at: v.string(),
  read_at: v.nullable(v.string()),
})
export type Notification = v.InferOutput<typeof NotificationSchema>

/** Newest first, read and unread; `unread` counts all of the member's unread ones. */
export const NotificationListSchema = v.object({
  items: v.array(NotificationSchema),
  total: v.number(),
  unread: v.number(),
})
export type NotificationList = v.InferOutput<typeof NotificationListSchema>

export const NotificationListQuerySchema = v.object({ page: searchPage })

export const NotificationReadSchema = v.object({ unread: v.number() })
export type NotificationRead = v.InferOutput<typeof NotificationReadSchema>

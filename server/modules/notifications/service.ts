import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@contract/notification-preferences'
import {
  CATEGORY_OF_KIND,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationCategory,
  type NotificationList,
  type NotificationKind,
  type NotificationRead,
} from '@contract/notifications'
import { isOneOf } from '@contract/narrow'
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { AppDeps } from '../../app-env'
import type { Database, NotificationsTable } from '../../db/database'
import { HttpError } from '../../lib/errors'
import { membersWanting, preferencesOf, updatePreferences } from './preferences'
import * as repo from './repository'

export {
  certificateNotification,
  reminderNotification,
  seatNotification,
  sessionChangeNotification,
} from './automatic'
export { membersWanting, setChoice as setChannelChoice, wantsChannel } from './preferences'

/** The in-app notification centre: each member's notifications, newest first, read and unread. */

export type NewNotification = Omit<
  Insertable<NotificationsTable>,
  'id' | 'read_at' | 'category' | 'kind' | 'push_pending' | 'listed'
> & { kind: NotificationKind }

/** The preference category of a stored kind; an unknown kind counts as an announcement. */
export const categoryOfKind = (kind: string): NotificationCategory =>
  isOneOf(NOTIFICATION_KINDS, kind) ? CATEGORY_OF_KIND[kind] : 'announcements'

/**
 * Writes notifications through `db`, the transaction of the change they tell of, as each
 * member chose for the kind's category: in the centre, on their devices (the push sender sends
 * every row still pending), both, or neither (no row). A row whose `topic` the member already
 * has is left out: what is told once is told once, however many instances run the job.
 */
export async function notify(db: Kysely<Database>, rows: readonly NewNotification[]): Promise<void> {
  const wanted = new Map<string, { inApp: Set<number>; push: Set<number> }>()
  for (const category of new Set(rows.map((row) => CATEGORY_OF_KIND[row.kind]))) {
    const ids = rows.filter((row) => CATEGORY_OF_KIND[row.kind] === category).map((row) => row.user_id)
    wanted.set(category, {
      inApp: await membersWanting(db, ids, category, 'in_app'),
      push: await membersWanting(db, ids, category, 'push'),
    })
  }
  await repo.insertNotifications(
    db,
    rows.flatMap((row) => {
      const category = CATEGORY_OF_KIND[row.kind]
      const choice = wanted.get(category)
      const listed = choice?.inApp.has(row.user_id) ?? true
      const pushed = choice?.push.has(row.user_id) ?? true
      if (!listed && !pushed) return []
      return [{ ...row, category, read_at: null, listed: listed ? 1 : 0, push_pending: pushed ? 1 : 0 }]
    }),
  )
}

function toNotification(row: Selectable<NotificationsTable>): Notification {
  return {
    id: row.id,
    kind: isOneOf(NOTIFICATION_KINDS, row.kind) ? row.kind : 'announcement',
    title_ar: row.title_ar,
    title_en: row.title_en,
    body_ar: row.body_ar,
    body_en: row.body_en,
    link: row.link,
    created_at: row.created_at,
    read_at: row.read_at,
  }
}

export async function listNotifications(
  deps: AppDeps,
  userId: number,
  page: number,
): Promise<NotificationList> {
  const { items, total, unread } = await repo.pageOf(deps.db, userId, page, NOTIFICATION_PAGE_SIZE)
  return { items: items.map(toNotification), total, unread }
}

export async function readNotification(deps: AppDeps, userId: number, id: number): Promise<NotificationRead> {
  if (!(await repo.markRead(deps.db, userId, id, deps.now().toISOString())))
    throw new HttpError(404, 'Notification not found', 'notificationNotFound')
  return { unread: await repo.unreadCount(deps.db, userId) }
}

/** Every notification of the member, newest first, for their data export. */
export async function notificationsOfMember(deps: AppDeps, userId: number): Promise<Notification[]> {
  return (await repo.allOf(deps.db, userId)).map(toNotification)
}

export const notificationPreferences = (deps: AppDeps, userId: number): Promise<NotificationPreferences> =>
  preferencesOf(deps.db, userId)

export const changeNotificationPreferences = (
  deps: AppDeps,
  userId: number,
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> => updatePreferences(deps.db, userId, update, deps.now().toISOString())

export async function readAllNotifications(deps: AppDeps, userId: number): Promise<NotificationRead> {
  await repo.markAllRead(deps.db, userId, deps.now().toISOString())
  return { unread: 0 }
}

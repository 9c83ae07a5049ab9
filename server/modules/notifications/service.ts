import {
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationList,
  type NotificationRead,
} from '@contract/notifications'
import { isOneOf } from '@contract/narrow'
import { CATEGORY_OF_KIND, NOTIFICATION_KINDS, type NotificationKind } from '@contract/notifications'
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { AppDeps } from '../../app-env'
import type { Database, NotificationsTable } from '../../db/database'
import { HttpError } from '../../lib/errors'
import * as repo from './repository'

export {
  certificateNotification,
  reminderNotification,
  seatNotification,
  sessionChangeNotification,
} from './automatic'

/** The in-app notification centre: each member's notifications, newest first, read and unread. */

export type NewNotification = Omit<Insertable<NotificationsTable>, 'id' | 'read_at' | 'category' | 'kind'> & {
  kind: NotificationKind
}

/**
 * Writes notifications through `db`, the transaction of the change they tell of, each with
 * the category of its kind. A row whose `topic` the member already has is left out: what is
 * told once is told once, however many instances run the job that tells it.
 */
export function notify(db: Kysely<Database>, rows: readonly NewNotification[]): Promise<void> {
  return repo.insertNotifications(
    db,
    rows.map((row) => ({ ...row, category: CATEGORY_OF_KIND[row.kind], read_at: null })),
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

export async function readAllNotifications(deps: AppDeps, userId: number): Promise<NotificationRead> {
  await repo.markAllRead(deps.db, userId, deps.now().toISOString())
  return { unread: 0 }
}

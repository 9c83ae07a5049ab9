import {
  defaultChoice,
  LOCKED_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@contract/notification-preferences'
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@contract/notifications'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { HttpError } from '../../lib/errors'

type Db = Kysely<Database>

/**
 * A member's choice of channels per category. Only choices that differ from the default are
 * rows (`notification_preferences`); account and security notices are always on, whatever a
 * row says. Every sender asks here: the announcement dispatch, notify(), the push sender.
 */

const locked = (category: NotificationCategory) => LOCKED_CATEGORIES.includes(category)

/** Whether `channel` of `category` reaches these members: the set of those it does. */
export async function membersWanting(
  db: Db,
  userIds: readonly number[],
  category: NotificationCategory,
  channel: NotificationChannel,
): Promise<Set<number>> {
  if (userIds.length === 0 || locked(category)) return new Set(userIds)
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['user_id', 'enabled'])
    .where('user_id', 'in', [...new Set(userIds)])
    .where('category', '=', category)
    .where('channel', '=', channel)
    .execute()
  const chosen = new Map(rows.map((row) => [row.user_id, row.enabled === 1]))
  return new Set(userIds.filter((id) => chosen.get(id) ?? defaultChoice(category)))
}

/** Whether the member wants `category` on `channel` (their choice, else the default). */
export async function wantsChannel(
  db: Db,
  userId: number,
  category: NotificationCategory,
  channel: NotificationChannel,
): Promise<boolean> {
  return (await membersWanting(db, [userId], category, channel)).has(userId)
}

export async function preferencesOf(db: Db, userId: number): Promise<NotificationPreferences> {
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['category', 'channel', 'enabled'])
    .where('user_id', '=', userId)
    .execute()
  const chosen = new Map(rows.map((row) => [`${row.category}:${row.channel}`, row.enabled === 1]))
  return {
    categories: NOTIFICATION_CATEGORIES.map((category) => {
      const choice = (channel: NotificationChannel) =>
        locked(category) || (chosen.get(`${category}:${channel}`) ?? defaultChoice(category))
      return {
        category,
        locked: locked(category),
        channels: { email: choice('email'), in_app: choice('in_app'), push: choice('push') },
      }
    }),
  }
}

/** Sets one choice (a member's change, or an unsubscribe link turning e-mail off). */
export async function setChoice(
  db: Db,
  userId: number,
  category: NotificationCategory,
  channel: NotificationChannel,
  enabled: boolean,
  stamp: string,
): Promise<void> {
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, category, channel, enabled: enabled ? 1 : 0, updated_at: stamp })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'category', 'channel'])
        .doUpdateSet({ enabled: enabled ? 1 : 0, updated_at: stamp }),
    )
    .execute()
}

/** Applies a member's change; turning a locked category off is refused, and nothing is written. */
export async function updatePreferences(
  db: Db,
  userId: number,
  update: NotificationPreferencesUpdate,
  stamp: string,
): Promise<NotificationPreferences> {
  for (const entry of update.categories)
    if (locked(entry.category) && Object.values(entry.channels).some((on) => on === false))
      throw new HttpError(422, 'Account and security notices cannot be turned off', 'preferenceLocked')
  await db.transaction().execute(async (trx) => {
    for (const entry of update.categories) {
      if (locked(entry.category)) continue
      for (const channel of NOTIFICATION_CHANNELS) {
        const on = entry.channels[channel]
        if (on !== undefined) await setChoice(trx, userId, entry.category, channel, on, stamp)
      }
    }
  })
  return preferencesOf(db, userId)
}

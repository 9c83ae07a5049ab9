import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { membersWanting } from '../notifications/service'

/** The categories an announcement is sent as: a promotion is opted in to, the rest are on by default. */
export type AnnouncementCategory = 'announcements' | 'promotions'

/**
 * Who of `members` the announcement reaches by their own choices (`mailed`: by e-mail; `recipients`: by any
 * channel). The send and the count before it both use this, so the two agree.
 */
export async function reachAmong<M extends { id: number }>(
  db: Kysely<Database>,
  members: readonly M[],
  category: AnnouncementCategory,
): Promise<{ recipients: M[]; mailed: Set<number> }> {
  const ids = members.map((member) => member.id)
  const mailed = await membersWanting(db, ids, category, 'email')
  const listed = await membersWanting(db, ids, category, 'in_app')
  const pushed = await membersWanting(db, ids, category, 'push')
  return {
    recipients: members.filter(
      (member) => mailed.has(member.id) || listed.has(member.id) || pushed.has(member.id),
    ),
    mailed,
  }
}

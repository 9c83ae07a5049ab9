import type { Audience } from '@contract/announcements'
import type { ExpressionBuilder, Insertable, Kysely, Updateable } from 'kysely'
import type { AnnouncementRecipientsTable, AnnouncementsTable, Database } from '../../db/database'

type Db = Kysely<Database>

export function findAnnouncement(db: Db, id: number) {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Newest first; `eventOnly` keeps the announcements to an event's people (what cme may see). */
export async function listAnnouncements(db: Db, eventOnly: boolean) {
  const base = db.selectFrom('announcements').$if(eventOnly, (q) => q.where('event_id', 'is not', null))
  const [items, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { items, total: Number(count.n) }
}

export async function insertAnnouncement(db: Db, values: Insertable<AnnouncementsTable>): Promise<number> {
  const row = await db.insertInto('announcements').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Changes a row only while it is in one of `statuses`; answers whether it did. */
export async function updateAnnouncementIn(
  db: Db,
  id: number,
  statuses: readonly string[],
  values: Updateable<AnnouncementsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('announcements')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', statuses)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function deleteAnnouncementIn(
  db: Db,
  id: number,
  statuses: readonly string[],
): Promise<boolean> {
  const result = await db
    .deleteFrom('announcements')
    .where('id', '=', id)
    .where('status', 'in', statuses)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

/**
 * Claims one announcement due for dispatch: a scheduled one whose time has come, or one whose
 * dispatch stopped (its instance died) and whose lease ran out. One conditional update, so
 * two instances never both dispatch it at once.
 */
export async function claimDueAnnouncement(db: Db, now: string, until: string) {
  const due = (eb: ExpressionBuilder<Database, 'announcements'>) =>
    eb.or([
      eb.and([eb('status', '=', 'scheduled'), eb('send_at', '<=', now)]),
      eb.and([
        eb('status', '=', 'sending'),
        eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]),
      ]),
    ])
  const next = await db
    .selectFrom('announcements')
    .select('id')
    .where(due)
    .orderBy('send_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  if (!next) return undefined
  return db
    .updateTable('announcements')
    .set({ status: 'sending', claimed_until: until })
    .where('id', '=', next.id)
    .where(due)
    .returningAll()
    .executeTakeFirst()
}

export async function extendAnnouncementClaim(db: Db, id: number, until: string): Promise<void> {
  await db
    .updateTable('announcements')
    .set({ claimed_until: until })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute()
}

/** The active accounts an audience takes, as a query of `users` (aliased `u`). */
export function audienceQuery(db: Db, audience: Audience) {
  let q = db
    .selectFrom('users as u')
    .where('u.status', '=', 'active')
    .where('u.is_active', '=', 1)
    .where('u.deletion_requested_at', 'is', null)
  if (audience.tiers.length > 0) q = q.where('u.tier', 'in', audience.tiers)
  if (audience.completed_profile) q = q.where('u.must_complete_profile', '=', 0)
  const lists: [readonly string[], 'specialty' | 'city', 'specialties' | 'cities'][] = [
    [audience.specialties, 'specialty', 'specialties'],
    [audience.cities, 'city', 'cities'],
  ]
  for (const [codes, main, listed] of lists) {
    if (codes.length === 0) continue
    // The codes come from the reference lists (letters, digits, hyphens): safe inside a LIKE
    // pattern, and quoted as JSON strings so "spine" never matches "spine-trauma".
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('member_profiles as p')
          .select('p.user_id')
          .whereRef('p.user_id', '=', 'u.id')
          .where((inner) =>
            inner.or([
              inner(`p.${main}`, 'in', codes),
              ...codes.map((code) => inner(`p.${listed}`, 'like', `%"${code}"%`)),
            ]),
          ),
      ),
    )
  }
  const event = audience.event
  if (event) {
    q =
      event.who === 'registered'
        ? q.where((eb) =>
            eb.exists(
              eb
                .selectFrom('event_registrations as r')
                .select('r.id')
                .whereRef('r.user_id', '=', 'u.id')
                .where('r.event_id', '=', event.id)
                .where('r.status', '=', 'registered'),
            ),
          )
        : q.where((eb) =>
            eb.exists(
              eb
                .selectFrom('event_check_ins as c')
                .innerJoin('event_registrations as r', 'r.id', 'c.registration_id')
                .select('c.id')
                .whereRef('r.user_id', '=', 'u.id')
                .where('c.event_id', '=', event.id),
            ),
          )
  }
  return q
}

export async function countAudience(db: Db, audience: Audience): Promise<{ ar: number; en: number }> {
  const rows = await audienceQuery(db, audience)
    .select((eb) => ['u.language', eb.fn.countAll<number>().as('n')])
    .groupBy('u.language')
    .execute()
  const count = (language: string) =>
    rows
      .filter((row) => (language === 'en' ? row.language === 'en' : row.language !== 'en'))
      .reduce((sum, row) => sum + Number(row.n), 0)
  return { ar: count('ar'), en: count('en') }
}

/** The next members of the audience after `afterId`, by id. */
export function audienceBatch(db: Db, audience: Audience, afterId: number, size: number) {
  return audienceQuery(db, audience)
    .select(['u.id', 'u.email', 'u.language'])
    .where('u.id', '>', afterId)
    .orderBy('u.id')
    .limit(size)
    .execute()
}

/** Which of `userIds` this announcement already reached. */
export async function reachedAmong(
  db: Db,
  announcementId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('announcement_recipients')
    .select('user_id')
    .where('announcement_id', '=', announcementId)
    .where('user_id', 'in', userIds)
    .execute()
  return new Set(rows.map((row) => row.user_id))
}

export async function insertRecipients(
  db: Db,
  rows: readonly Insertable<AnnouncementRecipientsTable>[],
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('announcement_recipients')
      .values([...rows])
      .execute()
}

/** How many of its recipients were queued an e-mail (a dispatch taken over continues the spacing after them). */
export async function mailedCount(db: Db, announcementId: number): Promise<number> {
  const row = await db
    .selectFrom('announcement_recipients')
    .select((eb) => eb.fn.count<number>('message_id').as('n'))
    .where('announcement_id', '=', announcementId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function markAnnouncementSent(
  db: Db,
  id: number,
  stamp: string,
  recipients: number,
): Promise<void> {
  await db
    .updateTable('announcements')
    .set({ status: 'sent', sent_at: stamp, recipients, claimed_until: null })
    .where('id', '=', id)
    .execute()
}

export async function recipientCount(db: Db, announcementId: number): Promise<number> {
  const row = await db
    .selectFrom('announcement_recipients')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('announcement_id', '=', announcementId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

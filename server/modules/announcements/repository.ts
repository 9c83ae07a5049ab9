import type { Audience } from '@contract/announcements'
import { type ExpressionBuilder, type Insertable, type Kysely, sql, type Updateable } from 'kysely'
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

/**
 * The active accounts an audience takes, as a query of `users` (aliased `u`); `only`, when
 * given, are the members a computed filter allows (a society's membership stays well within
 * the databases' parameter limits).
 */
export function audienceQuery(db: Db, audience: Audience, only: readonly number[] | null = null) {
  let q = db
    .selectFrom('users as u')
    .where('u.status', '=', 'active')
    .where('u.is_active', '=', 1)
    .where('u.deletion_requested_at', 'is', null)
  if (only) q = only.length > 0 ? q.where('u.id', 'in', only) : q.where(sql<boolean>`1 = 0`)
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

/** The next members of the audience after `afterId`, by id. */
export function audienceBatch(
  db: Db,
  audience: Audience,
  afterId: number,
  size: number,
  only: readonly number[] | null,
) {
  return audienceQuery(db, audience, only)
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

/** The e-mail outcome of a recipient: the queue's row while it is kept, else the outcome copied from it. */
const outcome = sql<string | null>`coalesce(m.status, r.mail_status)`

/** Recipients, e-mails queued, sent, failed, and members who turned the category's e-mail off since they were reached. */
export async function deliveryCounts(db: Db, announcementId: number, category: string) {
  const row = await db
    .selectFrom('announcement_recipients as r')
    .leftJoin('mail_queue as m', 'm.message_id', 'r.message_id')
    .leftJoin('notification_preferences as np', (join) =>
      join
        .onRef('np.user_id', '=', 'r.user_id')
        .on('np.category', '=', category)
        .on('np.channel', '=', 'email')
        .on('np.enabled', '=', 0)
        .onRef('np.updated_at', '>=', 'r.created_at'),
    )
    .select((eb) => [
      eb.fn.countAll<number>().as('recipients'),
      eb.fn.count<number>('r.message_id').as('queued'),
      eb.fn.count<number>('r.user_id').filterWhere(outcome, '=', 'sent').as('sent'),
      eb.fn.count<number>('r.user_id').filterWhere(outcome, '=', 'failed').as('failed'),
      eb.fn.count<number>('np.user_id').as('unsubscribed'),
    ])
    .where('r.announcement_id', '=', announcementId)
    .executeTakeFirstOrThrow()
  return {
    recipients: Number(row.recipients),
    queued: Number(row.queued),
    sent: Number(row.sent),
    failed: Number(row.failed),
    unsubscribed: Number(row.unsubscribed),
  }
}

/** The recipients whose e-mail was given up, with the SMTP server's reason, first `limit` by member. */
export function deliveryFailures(db: Db, announcementId: number, limit: number) {
  return db
    .selectFrom('announcement_recipients as r')
    .leftJoin('mail_queue as m', 'm.message_id', 'r.message_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.email', sql<string | null>`coalesce(m.last_error, r.mail_error)`.as('reason')])
    .where('r.announcement_id', '=', announcementId)
    .where(outcome, '=', 'failed')
    .orderBy('r.user_id')
    .limit(limit)
    .execute()
}

/**
 * Copies the outcome of settled e-mails (sent or given up) onto their recipients, so the
 * delivery report holds after the mail queue forgets its old rows. Answers how many it copied.
 */
export async function settleDeliveries(db: Db): Promise<number> {
  const settled = (eb: ExpressionBuilder<Database, 'announcement_recipients'>) =>
    eb
      .selectFrom('mail_queue as m')
      .whereRef('m.message_id', '=', 'announcement_recipients.message_id')
      .where('m.status', 'in', ['sent', 'failed'])
  const result = await db
    .updateTable('announcement_recipients')
    .set((eb) => ({
      mail_status: settled(eb).select('m.status'),
      mail_error: settled(eb).select('m.last_error'),
    }))
    .where('mail_status', 'is', null)
    .where('message_id', 'is not', null)
    .where((eb) => eb.exists(settled(eb).select('m.id')))
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

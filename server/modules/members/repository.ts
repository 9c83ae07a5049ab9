import type { DirectorySort } from '@contract/members'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database, MemberCommitteeRolesTable, MemberProfilesTable } from '../../db/database'
import type { DialectName } from '../../db/dialect'
import type { AggregateAudience } from './privacy'

export type ProfileRow = Selectable<MemberProfilesTable>
export type CommitteeRoleRow = Omit<MemberCommitteeRolesTable, 'id'>

export async function findUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'full_name', 'status', 'is_active', 'must_complete_profile', 'role', 'registered_specialty'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

export async function findProfile(db: Kysely<Database>, userId: number): Promise<ProfileRow | undefined> {
  return db.selectFrom('member_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

/** Writes the profile, its committee roles and the user's flags in one transaction. */
export async function saveProfile(
  db: Kysely<Database>,
  row: ProfileRow,
  committeeRoles: CommitteeRoleRow[],
  user: { full_name: string; updated_at: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { user_id: _userId, created_at: _createdAt, ...changes } = row
    await trx
      .insertInto('member_profiles')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
      .execute()
    await trx.deleteFrom('member_committee_roles').where('user_id', '=', row.user_id).execute()
    if (committeeRoles.length) await trx.insertInto('member_committee_roles').values(committeeRoles).execute()
    await trx
      .updateTable('users')
      .set({ must_complete_profile: 0, full_name: user.full_name, updated_at: user.updated_at })
      .where('id', '=', row.user_id)
      .execute()
  })
}

export interface DirectoryFilter {
  dialect: DialectName
  /** Folded words of the search box. */
  words: string[]
  specialty: string
  city: string
  sort: DirectorySort
  limit: number
  offset: number
}

const DIRECTORY_COLUMNS = ['user_id', 'full_name', 'avatar_url', 'specialty', 'city', 'hospital', 'bio', 'work_contacts', 'display_preferences', 'visibility'] as const

/** Trigrams need three characters; shorter searches match the start of the name instead. */
const TRIGRAM = 3

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

function filtered(db: Kysely<Database>, filter: DirectoryFilter) {
  let q = db.selectFrom('member_profiles').where('listed', '=', 1)
  if (filter.specialty) q = q.where('specialty', '=', filter.specialty)
  if (filter.city) q = q.where('city', '=', filter.city)
  const long = filter.words.filter((w) => [...w].length >= TRIGRAM)
  if (long.length) {
    if (filter.dialect === 'sqlite') {
      const match = long.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ')
      q = q.where(sql<boolean>`user_id in (select rowid from member_search where member_search match ${match})`)
    } else {
      for (const word of long) q = q.where(sql<boolean>`search_text like ${`%${escapeLike(word)}%`} escape '\\'`)
    }
  } else if (filter.words.length) {
    const prefix = filter.words.join(' ')
    q = q.where('sort_name', '>=', prefix).where('sort_name', '<', `${prefix}\uffff`)
  }
  return q
}

export async function directoryPage(db: Kysely<Database>, filter: DirectoryFilter) {
  const direction = filter.sort === 'name_desc' ? 'desc' : 'asc'
  const long = filter.words.filter((w) => [...w].length >= TRIGRAM)
  if (filter.dialect === 'sqlite' && long.length) return ftsPage(db, filter, long, direction)
  if (long.length) return trigramPage(db, filter, direction)
  const base = filtered(db, filter)
  const unfiltered = !filter.words.length && !filter.specialty && !filter.city
  const [rows, count] = await Promise.all([
    base.select(DIRECTORY_COLUMNS).orderBy('sort_name', direction).orderBy('user_id', direction).limit(filter.limit).offset(filter.offset).execute(),
    unfiltered
      ? db.selectFrom('member_directory_counts').select('listed as total').where('key', '=', 'all').executeTakeFirstOrThrow()
      : base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

/**
 * SQLite search: driven from the FTS index (a few hundred matches out of 50,000). The
 * matches are ordered through a covering index, with the exact total from a window count,
 * and only the rows of the page are read in full.
 */
async function ftsPage(db: Kysely<Database>, filter: DirectoryFilter, words: string[], direction: 'asc' | 'desc') {
  const match = words.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ')
  const specialty = filter.specialty ? sql`and p.specialty = ${filter.specialty}` : sql``
  const city = filter.city ? sql`and p.city = ${filter.city}` : sql``
  const order = direction === 'desc' ? sql`p.sort_name desc, p.user_id desc` : sql`p.sort_name asc, p.user_id asc`
  const from = sql`from member_search s cross join member_profiles p indexed by member_profiles_match_idx on p.user_id = s.rowid
    where member_search match ${match} and p.listed = 1 ${specialty} ${city}`
  const { rows: ids } = await sql<{ user_id: number; total: number }>`select p.user_id, count(*) over () as total
    ${from} order by ${order} limit ${filter.limit} offset ${filter.offset}`.execute(db)
  const first = ids[0]
  if (!first) {
    const { rows: counted } = await sql<{ total: number }>`select count(*) as total ${from}`.execute(db)
    return { rows: [], total: Number(counted[0]?.total ?? 0) }
  }
  return { rows: await rowsInOrder(db, ids.map((r) => r.user_id)), total: Number(first.total) }
}

/**
 * PostgreSQL search: one pg_trgm bitmap scan gives the ordered ids and, by a window count,
 * the total; only the page's rows are then read in full. Ordering by an expression keeps
 * the planner from walking the whole name index and filtering row by row, which is slow
 * for later pages (measured with bench/directory.ts).
 */
async function trigramPage(db: Kysely<Database>, filter: DirectoryFilter, direction: 'asc' | 'desc') {
  const base = filtered(db, filter)
  const ids = await base
    .select(['user_id', sql<number>`count(*) over ()`.as('total')])
    .orderBy(sql`(sort_name || '')`, direction)
    .orderBy('user_id', direction)
    .limit(filter.limit)
    .offset(filter.offset)
    .execute()
  const first = ids[0]
  if (!first) {
    const count = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
    return { rows: [], total: Number(count.total) }
  }
  return { rows: await rowsInOrder(db, ids.map((r) => r.user_id)), total: Number(first.total) }
}

async function rowsInOrder(db: Kysely<Database>, ids: number[]): Promise<DirectoryRow[]> {
  const found = await db.selectFrom('member_profiles').select(DIRECTORY_COLUMNS).where('user_id', 'in', ids).execute()
  const byId = new Map(found.map((row) => [row.user_id, row]))
  return ids.map((id) => byId.get(id)).filter((row): row is DirectoryRow => row !== undefined)
}

export type DirectoryRow = Pick<ProfileRow, (typeof DIRECTORY_COLUMNS)[number]>

export async function listedSpecialties(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('member_profiles').select('specialty').distinct().where('listed', '=', 1).where('specialty', '<>', '').execute()
  return rows.map((r) => r.specialty)
}

/**
 * The cities of listed members with the region of their clinic location, the region only
 * where the viewer may see the clinic location ('' otherwise: the city itself is a card
 * field anyone sees). Filtered here, so no answer ever carries a region it should not.
 */
export async function listedLocations(db: Kysely<Database>, audience: AggregateAudience): Promise<{ region: string; city: string }[]> {
  return db
    .selectFrom('member_profiles')
    .select((eb) => [
      eb
        .case()
        .when(eb.or([eb('location_visibility', 'in', audience.levels), ...(audience.ownerId === null ? [] : [eb('user_id', '=', audience.ownerId)])]))
        .then(eb.ref('region'))
        .else('')
        .end()
        .as('region'),
      'city',
    ])
    .distinct()
    .where('listed', '=', 1)
    .where('city', '<>', '')
    .execute()
}

export async function committees(db: Kysely<Database>) {
  return db
    .selectFrom('member_committee_roles as r')
    .innerJoin('member_profiles as p', 'p.user_id', 'r.user_id')
    .where('p.listed', '=', 1)
    .select((eb) => ['r.committee_id', eb.fn.min('r.committee').as('committee'), eb.fn.count<number>('r.user_id').distinct().as('member_count')])
    .groupBy('r.committee_id')
    .execute()
}

export async function committeeMembers(db: Kysely<Database>, committeeId: string) {
  return db
    .selectFrom('member_committee_roles as r')
    .innerJoin('member_profiles as p', 'p.user_id', 'r.user_id')
    .where('p.listed', '=', 1)
    .where('r.committee_id', '=', committeeId)
    .select(['r.user_id', 'r.committee', 'r.role', 'r.start_date', 'r.end_date', 'p.full_name', 'p.avatar_url', 'p.specialty', 'p.sort_name'])
    .orderBy('p.sort_name')
    .orderBy('r.user_id')
    .execute()
}

/** The member leaves the directory (and every count and list built on `listed`) at once. */
export async function unlistProfile(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('member_profiles').set({ listed: 0 }).where('user_id', '=', userId).where('listed', '=', 1).execute()
}

import type { DirectorySort } from '@contract/members'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database, MemberCommitteeRolesTable, MemberProfilesTable } from '../../db/database'
import type { DialectName } from '../../db/dialect'
import { escapeLike } from '../../lib/content-search'
import type { AggregateAudience } from './privacy'

export type ProfileRow = Selectable<MemberProfilesTable>
export type CommitteeRoleRow = Omit<MemberCommitteeRolesTable, 'id'>

export async function findUser(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'full_name',
      'full_name_ar',
      'full_name_en',
      'gender',
      'status',
      'is_active',
      'must_complete_profile',
      'role',
      'registered_specialty',
    ])
    .where('id', '=', userId)
    .executeTakeFirst()
}

export async function findProfile(db: Kysely<Database>, userId: number): Promise<ProfileRow | undefined> {
  return db.selectFrom('member_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

export async function saveProfile(
  db: Kysely<Database>,
  row: ProfileRow,
  committeeRoles: CommitteeRoleRow[],
  user: {
    full_name: string
    full_name_ar: string
    full_name_en: string
    gender: string | null
    updated_at: string
  },
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
      .set({ must_complete_profile: 0, ...user })
      .where('id', '=', row.user_id)
      .execute()
  })
}

export interface DirectoryFilter {
  dialect: DialectName
  words: string[]
  specialty: string
  city: string
  /** Whose order: `sort_key` (the Arabic reader's) or `sort_key_en` (the English reader's). */
  lang: 'ar' | 'en'
  sort: DirectorySort
  limit: number
  offset: number
}

const DIRECTORY_COLUMNS = [
  'user_id',
  'full_name',
  'full_name_ar',
  'full_name_en',
  'avatar_url',
  'specialty',
  'city',
  'hospital',
  'bio',
  'bio_ar',
  'bio_en',
  'work_contacts',
  'display_preferences',
  'visibility',
] as const
const PAGE_COLUMNS = DIRECTORY_COLUMNS.map((column) => `p.${column}` as const)

/** Trigrams need three characters; shorter searches match the start of the name instead. */
const TRIGRAM = 3

function filtered(db: Kysely<Database>, filter: DirectoryFilter) {
  let q = db.selectFrom('member_profiles').where('listed', '=', 1)
  if (filter.specialty) q = q.where('specialty', '=', filter.specialty)
  if (filter.city) q = q.where('city', '=', filter.city)
  const long = filter.words.filter((w) => [...w].length >= TRIGRAM)
  if (long.length) {
    if (filter.dialect === 'sqlite') {
      const match = long.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ')
      q = q.where(
        sql<boolean>`user_id in (select rowid from member_search where member_search match ${match})`,
      )
    } else {
      for (const word of long)
        q = q.where(sql<boolean>`search_text like ${`%${escapeLike(word)}%`} escape '\\'`)
    }
  } else if (filter.words.length) {
    const prefix = filter.words.join(' ')
    // The start of either name (the English one has its own folded column and index).
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('sort_name', '>=', prefix), eb('sort_name', '<', `${prefix}\uffff`)]),
        eb.and([eb('sort_name_en', '>=', prefix), eb('sort_name_en', '<', `${prefix}\uffff`)]),
      ]),
    )
  }
  return q
}

/**
 * One page of the directory with its exact total, in the order of `sort_key` or `sort_key_en`
 * (contract/name-sort-key.ts), ties by id, computed afresh: measured on a realistic
 * mix, only whole answers are worth remembering, which the service does (`./directory-memory.ts`).
 */
export async function directoryPage(
  db: Kysely<Database>,
  filter: DirectoryFilter,
): Promise<{ rows: DirectoryRow[]; total: number }> {
  const direction = filter.sort === 'name_desc' ? 'desc' : 'asc'
  return filter.words.length ? searchPage(db, filter, direction) : filterPage(db, filter, direction)
}

const orderColumn = (filter: DirectoryFilter) => (filter.lang === 'en' ? 'sort_key_en' : 'sort_key')

/** A search reads all its ids in order once: its total is their number, its page a slice. */
async function searchPage(
  db: Kysely<Database>,
  filter: DirectoryFilter,
  direction: 'asc' | 'desc',
): Promise<{ rows: DirectoryRow[]; total: number }> {
  const ids = await matchingIds(db, filter, direction)
  return {
    rows: await rowsInOrder(db, [...ids.subarray(filter.offset, filter.offset + filter.limit)]),
    total: ids.length,
  }
}

async function filterPage(
  db: Kysely<Database>,
  filter: DirectoryFilter,
  direction: 'asc' | 'desc',
): Promise<{ rows: DirectoryRow[]; total: number }> {
  const base = filtered(db, filter)
  // The page's ids first, from an ordered index alone, and then only its own rows: a deep page
  // skips index entries, never rows.
  const page = base
    .select(['user_id', `${orderColumn(filter)} as key`])
    .orderBy(orderColumn(filter), direction)
    .orderBy('user_id', direction)
    .limit(filter.limit)
    .offset(filter.offset)
    .as('page')
  const rows = await db
    .selectFrom(page)
    .innerJoin('member_profiles as p', 'p.user_id', 'page.user_id')
    .select(PAGE_COLUMNS)
    .orderBy('page.key', direction)
    .orderBy('page.user_id', direction)
    .execute()
  // The whole directory's count is kept by triggers; a filter's is counted from its index.
  const counted =
    !filter.specialty && !filter.city
      ? await db
          .selectFrom('member_directory_counts')
          .select('listed as total')
          .where('key', '=', 'all')
          .executeTakeFirstOrThrow()
      : await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  return { rows, total: Number(counted.total) }
}

/**
 * Every id a search matches, in directory order. SQLite drives it from the FTS index with a
 * covering index for the rest of each match; PostgreSQL from one pg_trgm bitmap scan. Short
 * searches match the start of the folded name through its own index. Ordering by an
 * expression keeps either planner from walking the whole order index and filtering row by
 * row, which is slow for rare words (measured with bench/directory.ts).
 */
async function matchingIds(
  db: Kysely<Database>,
  filter: DirectoryFilter,
  direction: 'asc' | 'desc',
): Promise<Int32Array> {
  const long = filter.words.filter((w) => [...w].length >= TRIGRAM)
  if (filter.dialect === 'sqlite' && long.length) {
    const match = long.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ')
    const specialty = filter.specialty ? sql`and p.specialty = ${filter.specialty}` : sql``
    const city = filter.city ? sql`and p.city = ${filter.city}` : sql``
    const key = sql.ref(`p.${orderColumn(filter)}`)
    const order = direction === 'desc' ? sql`${key} desc, p.user_id desc` : sql`${key} asc, p.user_id asc`
    const { rows } = await sql<{ user_id: number }>`select p.user_id
      from member_search s cross join member_profiles p indexed by member_profiles_match_idx on p.user_id = s.rowid
      where member_search match ${match} and p.listed = 1 ${specialty} ${city} order by ${order}`.execute(db)
    return Int32Array.from(rows, (row) => row.user_id)
  }
  const rows = await filtered(db, filter)
    .select('user_id')
    .orderBy(sql`(${sql.ref(orderColumn(filter))} || '')`, direction)
    .orderBy('user_id', direction)
    .execute()
  return Int32Array.from(rows, (row) => row.user_id)
}

/** The rows of `ids` in that order (an id without a row, deleted since, is left out). */
async function rowsInOrder(db: Kysely<Database>, ids: number[]): Promise<DirectoryRow[]> {
  if (!ids.length) return []
  const found = await db
    .selectFrom('member_profiles')
    .select(DIRECTORY_COLUMNS)
    .where('user_id', 'in', ids)
    .execute()
  const byId = new Map(found.map((row) => [row.user_id, row]))
  return ids.map((id) => byId.get(id)).filter((row): row is (typeof found)[number] => row !== undefined)
}

export type DirectoryRow = Pick<ProfileRow, (typeof DIRECTORY_COLUMNS)[number]>

export async function listedSpecialties(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('member_profiles')
    .select('specialty')
    .distinct()
    .where('listed', '=', 1)
    .where('specialty', '<>', '')
    .execute()
  return rows.map((r) => r.specialty)
}

/**
 * The cities of listed members with the region of their clinic location, the region only
 * where the viewer may see the clinic location ('' otherwise: the city itself is a card
 * field anyone sees). Filtered here, so no answer ever carries a region it should not.
 */
export async function listedLocations(
  db: Kysely<Database>,
  audience: AggregateAudience,
): Promise<{ region: string; city: string }[]> {
  return db
    .selectFrom('member_profiles')
    .select((eb) => [
      eb
        .case()
        .when(
          eb.or([
            eb('location_visibility', 'in', audience.levels),
            ...(audience.ownerId === null ? [] : [eb('user_id', '=', audience.ownerId)]),
          ]),
        )
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
    .select((eb) => [
      'r.committee_id',
      eb.fn.min('r.committee').as('committee'),
      eb.fn.count<number>('r.user_id').distinct().as('member_count'),
    ])
    .groupBy('r.committee_id')
    .execute()
}

export async function committeeMembers(db: Kysely<Database>, committeeId: string) {
  return db
    .selectFrom('member_committee_roles as r')
    .innerJoin('member_profiles as p', 'p.user_id', 'r.user_id')
    .where('p.listed', '=', 1)
    .where('r.committee_id', '=', committeeId)
    .select([
      'r.user_id',
      'r.committee',
      'r.role',
      'r.start_date',
      'r.end_date',
      'p.full_name',
      'p.full_name_ar',
      'p.full_name_en',
      'p.avatar_url',
      'p.specialty',
      'p.sort_name',
    ])
    .orderBy('p.sort_key')
    .orderBy('r.user_id')
    .execute()
}

/** The member leaves the directory (and every count and list built on `listed`) at once. */
export async function unlistProfile(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('member_profiles')
    .set({ listed: 0 })
    .where('user_id', '=', userId)
    .where('listed', '=', 1)
    .execute()
}

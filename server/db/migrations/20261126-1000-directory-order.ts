import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect'
import { nameSortKey } from './frozen/name-sort-key'

const BATCH = 500

/** The profiles table as this migration reads and writes it. */
interface Tables {
  member_profiles: { user_id: number; full_name: string; sort_key: string }
}

/** Every column that decides which members a directory answer lists, how many, and in what order. */
const ORDER_AND_MEMBERSHIP = ['listed', 'specialty', 'city', 'sort_key', 'sort_name', 'search_text'] as const

/**
 * `sort_key` (nameSortKey(), compared byte by byte on both databases) takes over the ordered indexes from
 * `sort_name`, which stays for short prefix searches. `member_directory_changes` is a counter triggers raise
 * in the writing transaction whenever ORDER_AND_MEMBERSHIP may change, so no instance reuses a stale answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  await db.schema
    .alterTable('member_profiles')
    .addColumn('sort_key', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .modifyEnd(dialect === 'postgres' ? sql`collate "C"` : sql``),
    )
    .execute()
  await fillSortKeys(db)

  for (const name of [
    'member_profiles_sort_idx',
    'member_profiles_specialty_idx',
    'member_profiles_city_idx',
    'member_profiles_match_idx',
    'member_profiles_specialty_city_idx',
  ]) {
    await db.schema.dropIndex(name).execute()
  }
  // Short searches match the start of `sort_name`, ordered by `sort_key`, sorted from this covering index.
  await db.schema
    .createIndex('member_profiles_prefix_idx')
    .on('member_profiles')
    .columns(['listed', 'sort_name', 'sort_key', 'user_id'])
    .execute()
  await db.schema
    .createIndex('member_profiles_order_idx')
    .on('member_profiles')
    .columns(['listed', 'sort_key', 'user_id'])
    .execute()
  await db.schema
    .createIndex('member_profiles_specialty_idx')
    .on('member_profiles')
    .columns(['listed', 'specialty', 'sort_key', 'user_id'])
    .execute()
  await db.schema
    .createIndex('member_profiles_city_idx')
    .on('member_profiles')
    .columns(['listed', 'city', 'sort_key', 'user_id'])
    .execute()
  await db.schema
    .createIndex('member_profiles_specialty_city_idx')
    .on('member_profiles')
    .columns(['listed', 'specialty', 'city', 'sort_key', 'user_id'])
    .execute()
  // SQLite search pages are driven from the FTS index; this covering index answers each match without the
  // row.
  await db.schema
    .createIndex('member_profiles_match_idx')
    .on('member_profiles')
    .columns(['user_id', 'listed', 'sort_key', 'specialty', 'city'])
    .execute()

  await db.schema
    .createTable('member_directory_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('changes', 'integer', (c) => c.notNull())
    .execute()
  await sql`insert into member_directory_changes (id, changes) values (1, 0)`.execute(db)

  const bump = sql`update member_directory_changes set changes = changes + 1 where id = 1`
  if (dialect === 'sqlite') {
    const changed = sql.raw(
      ORDER_AND_MEMBERSHIP.map((column) => `new.${column} is not old.${column}`).join(' or '),
    )
    await sql`create trigger member_directory_changes_ai after insert on member_profiles begin ${bump}; end`.execute(
      db,
    )
    await sql`create trigger member_directory_changes_ad after delete on member_profiles begin ${bump}; end`.execute(
      db,
    )
    await sql`create trigger member_directory_changes_au after update on member_profiles when ${changed} begin ${bump}; end`.execute(
      db,
    )
  } else {
    const changed = sql.raw(
      ORDER_AND_MEMBERSHIP.map((column) => `new.${column} is distinct from old.${column}`).join(' or '),
    )
    await sql`create or replace function member_directory_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'UPDATE' or ${changed} then ${bump}; end if;
        return null;
      end
    $$`.execute(db)
    await sql`create trigger member_directory_changed after insert or delete or update on member_profiles
      for each row execute function member_directory_changed()`.execute(db)
  }
}

/** Computes `sort_key` of every profile from its name, in batches by key (exported for its test). */
export async function fillSortKeys(unknownDb: Kysely<unknown>): Promise<void> {
  // The migration runs on the app's profiles table, in the shape `Tables` describes.
  const db = unknownDb as unknown as Kysely<Tables>
  let after = 0
  for (;;) {
    const rows = await db
      .selectFrom('member_profiles')
      .select(['user_id', 'full_name'])
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(BATCH)
      .execute()
    const last = rows[rows.length - 1]
    if (!last) break
    for (const row of rows)
      await db
        .updateTable('member_profiles')
        .set({ sort_key: nameSortKey(row.full_name) })
        .where('user_id', '=', row.user_id)
        .execute()
    after = last.user_id
  }
}

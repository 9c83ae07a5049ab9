import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect'

/** The number of listed members, kept by triggers, so an unfiltered page reads one row instead of counting. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_directory_counts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('listed', 'integer', (c) => c.notNull())
    .execute()
  // A covering index, so a search's FTS matches are ordered and filtered without reading the row.
  await db.schema
    .createIndex('member_profiles_match_idx')
    .on('member_profiles')
    .columns(['user_id', 'listed', 'sort_name', 'specialty', 'city'])
    .execute()
  await db.schema
    .createIndex('member_profiles_specialty_city_idx')
    .on('member_profiles')
    .columns(['listed', 'specialty', 'city', 'sort_name', 'user_id'])
    .execute()
  await sql`insert into member_directory_counts (key, listed) select 'all', count(*) from member_profiles where listed = 1`.execute(
    db,
  )

  if (dialectOf(db) === 'sqlite') {
    await sql`create trigger member_counts_ai after insert on member_profiles when new.listed = 1 begin
      update member_directory_counts set listed = listed + 1 where key = 'all';
    end`.execute(db)
    await sql`create trigger member_counts_ad after delete on member_profiles when old.listed = 1 begin
      update member_directory_counts set listed = listed - 1 where key = 'all';
    end`.execute(db)
    await sql`create trigger member_counts_au after update of listed on member_profiles when new.listed <> old.listed begin
      update member_directory_counts set listed = listed + new.listed - old.listed where key = 'all';
    end`.execute(db)
  } else {
    await sql`create or replace function member_counts_track() returns trigger language plpgsql as $$
      declare delta integer := 0;
      begin
        if tg_op in ('INSERT', 'UPDATE') then delta := delta + new.listed; end if;
        if tg_op in ('DELETE', 'UPDATE') then delta := delta - old.listed; end if;
        if delta <> 0 then update member_directory_counts set listed = listed + delta where key = 'all'; end if;
        return null;
      end
    $$`.execute(db)
    await sql`create trigger member_counts_track after insert or delete or update of listed on member_profiles
      for each row execute function member_counts_track()`.execute(db)
  }
}

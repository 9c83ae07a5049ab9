import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect'
import { idColumn } from './helpers'

/** Member profiles, one row per user; triggers on `users` keep `listed`, so the directory reads one table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db)
  const binaryCollation = dialect === 'postgres' ? sql`collate "C"` : sql``
  await db.schema
    .createTable('member_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('specialty', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hospital', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar_url', 'text')
    .addColumn('years_of_experience', 'integer')
    .addColumn('consultant_since', 'text')
    .addColumn('pronouns', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('specialties', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('hospitals', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('teaching_roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('clinical_interests', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('languages_spoken', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('work_contacts', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('clinic_location', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('links', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('qualifications', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('fellowships', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('publications', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('association_roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('collaboration_interests', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('display_preferences', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sort_name', 'text', (c) => c.notNull().modifyEnd(binaryCollation))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createIndex('member_profiles_sort_idx')
    .on('member_profiles')
    .columns(['listed', 'sort_name', 'user_id'])
    .execute()
  await db.schema
    .createIndex('member_profiles_specialty_idx')
    .on('member_profiles')
    .columns(['listed', 'specialty', 'sort_name', 'user_id'])
    .execute()
  await db.schema
    .createIndex('member_profiles_city_idx')
    .on('member_profiles')
    .columns(['listed', 'city', 'sort_name', 'user_id'])
    .execute()
  await db.schema
    .createIndex('member_profiles_region_idx')
    .on('member_profiles')
    .columns(['listed', 'region', 'city'])
    .execute()

  await idColumn(db, db.schema.createTable('member_committee_roles'))
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('member_profiles.user_id').onDelete('cascade'),
    )
    .addColumn('committee_id', 'text', (c) => c.notNull())
    .addColumn('committee', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('member_committee_roles_committee_idx')
    .on('member_committee_roles')
    .columns(['committee_id', 'user_id'])
    .execute()
  await db.schema
    .createIndex('member_committee_roles_user_idx')
    .on('member_committee_roles')
    .column('user_id')
    .execute()

  if (dialect === 'sqlite') {
    await sql`create virtual table member_search using fts5(search_text, content='member_profiles', content_rowid='user_id', tokenize='trigram')`.execute(
      db,
    )
    await sql`create trigger member_search_ai after insert on member_profiles begin
      insert into member_search(rowid, search_text) values (new.user_id, new.search_text);
    end`.execute(db)
    await sql`create trigger member_search_ad after delete on member_profiles begin
      insert into member_search(member_search, rowid, search_text) values ('delete', old.user_id, old.search_text);
    end`.execute(db)
    await sql`create trigger member_search_au after update of search_text on member_profiles begin
      insert into member_search(member_search, rowid, search_text) values ('delete', old.user_id, old.search_text);
      insert into member_search(rowid, search_text) values (new.user_id, new.search_text);
    end`.execute(db)
    await sql`create trigger member_profiles_listed_au after update of status, is_active, must_complete_profile on users begin
      update member_profiles set listed = (case when new.status = 'active' and new.is_active = 1 and new.must_complete_profile = 0 then 1 else 0 end)
      where user_id = new.id;
    end`.execute(db)
  } else {
    // In `public`, so that test schemas dropped with cascade never take the extension along.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db)
    await sql`create index member_profiles_search_trgm_idx on member_profiles using gin (search_text public.gin_trgm_ops)`.execute(
      db,
    )
    await sql`create or replace function member_profiles_relist() returns trigger language plpgsql as $$
      begin
        update member_profiles set listed = (case when new.status = 'active' and new.is_active = 1 and new.must_complete_profile = 0 then 1 else 0 end)
        where user_id = new.id;
        return new;
      end
    $$`.execute(db)
    await sql`create trigger member_profiles_listed_au after update of status, is_active, must_complete_profile on users
      for each row execute function member_profiles_relist()`.execute(db)
  }
}

import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect'

/**
 * The region of a member's clinic location is part of a field with a visibility choice, but
 * the city/region list aggregates it over every listed member. `location_visibility` holds
 * that choice beside `region` (kept by the row builder, like `region` itself), so the list is
 * filtered for its viewer in SQL and read from one covering index instead of parsing the
 * visibility JSON of every row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('member_profiles')
    .addColumn('location_visibility', 'text', (c) => c.notNull().defaultTo('members_only'))
    .execute()
  await copyLocationVisibility(db)
  await db.schema.dropIndex('member_profiles_region_idx').execute()
  await db.schema
    .createIndex('member_profiles_region_idx')
    .on('member_profiles')
    .columns(['listed', 'region', 'city', 'location_visibility', 'user_id'])
    .execute()
}

/** Fills the column from each stored visibility map (exported for its test). */
export async function copyLocationVisibility(db: Kysely<unknown>): Promise<void> {
  const stored =
    dialectOf(db) === 'postgres'
      ? sql`(visibility::jsonb ->> 'clinic_location')`
      : sql`json_extract(visibility, '$.clinic_location')`
  // Anything but a known level reads as the default, members_only (as the profile reader does).
  await sql`update member_profiles set location_visibility = case when ${stored} in ('public', 'private') then ${stored} else 'members_only' end`.execute(
    db,
  )
}

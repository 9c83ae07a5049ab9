import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect'

/** `location_visibility` beside `region`, so the location list is filtered for its viewer in SQL. */
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

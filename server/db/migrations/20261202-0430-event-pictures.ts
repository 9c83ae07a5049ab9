import type { Kysely } from 'kysely'

/** An event's optional picture, named as a post's is: an /uploads/… path or an http(s) URL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('feature_path', 'text').execute()
}

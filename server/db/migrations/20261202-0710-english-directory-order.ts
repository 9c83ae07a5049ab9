import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect'
import { nameSortKey } from './frozen/name-sort-key-english'

const BATCH = 500

interface Tables {
  member_profiles: { user_id: number; full_name: string; full_name_en: string; sort_key_en: string }
}

/** `sort_key_en`, the English reader's order, indexed like `sort_key` and added to the covering indexes. */
export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(unknownDb)
  // The migration runs on the app's profiles table, in the shape `Tables` describes.
  const db = unknownDb as unknown as Kysely<Tables>
  await db.schema
    .alterTable('member_profiles')
    .addColumn('sort_key_en', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .modifyEnd(dialect === 'postgres' ? sql`collate "C"` : sql``),
    )
    .execute()
  let after = 0
  for (;;) {
    const rows = await db
      .selectFrom('member_profiles')
      .select(['user_id', 'full_name', 'full_name_en'])
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(BATCH)
      .execute()
    const last = rows[rows.length - 1]
    if (!last) break
    for (const row of rows)
      await db
        .updateTable('member_profiles')
        .set({ sort_key_en: nameSortKey(row.full_name_en || row.full_name, 'en') })
        .where('user_id', '=', row.user_id)
        .execute()
    after = last.user_id
  }

  const indexes: [string, string[]][] = [
    ['member_profiles_order_en_idx', ['listed', 'sort_key_en', 'user_id']],
    ['member_profiles_specialty_en_idx', ['listed', 'specialty', 'sort_key_en', 'user_id']],
    ['member_profiles_city_en_idx', ['listed', 'city', 'sort_key_en', 'user_id']],
    ['member_profiles_specialty_city_en_idx', ['listed', 'specialty', 'city', 'sort_key_en', 'user_id']],
  ]
  for (const [name, columns] of indexes)
    await db.schema.createIndex(name).on('member_profiles').columns(columns).execute()
  const covering: [string, string[]][] = [
    ['member_profiles_prefix_idx', ['listed', 'sort_name', 'sort_key', 'sort_key_en', 'user_id']],
    ['member_profiles_prefix_en_idx', ['listed', 'sort_name_en', 'sort_key', 'sort_key_en', 'user_id']],
    ['member_profiles_match_idx', ['user_id', 'listed', 'sort_key', 'sort_key_en', 'specialty', 'city']],
  ]
  for (const [name, columns] of covering) {
    await db.schema.dropIndex(name).execute()
    await db.schema.createIndex(name).on('member_profiles').columns(columns).execute()
  }
}

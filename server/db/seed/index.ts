import type { Kysely } from 'kysely'
import type { Database } from '../database'
import { seedContent } from './content'
import { seedMembers } from './members'
import { seedStaff } from './staff'

/** Where seeders may write files (uploads under `dataDir/uploads`). */
export interface SeedContext {
  dataDir: string
}

/**
 * Demo content (SEED=demo) goes into an empty database once: the `seeded` mark in
 * app_meta keeps a second start from adding it again. Each module adds its seeder here,
 * in dependency order.
 */
export type Seeder = (db: Kysely<Database>, now: Date, context: SeedContext) => Promise<void>

export const seeders: { name: string; run: Seeder }[] = [
  { name: 'staff', run: seedStaff },
  { name: 'members', run: seedMembers },
  { name: 'content', run: seedContent },
]

export async function seedDemoContent(db: Kysely<Database>, now: Date, context: SeedContext): Promise<boolean> {
  const mark = await db.selectFrom('app_meta').select('value').where('key', '=', 'seeded').executeTakeFirst()
  if (mark) return false
  for (const seeder of seeders) await seeder.run(db, now, context)
  await db.insertInto('app_meta').values({ key: 'seeded', value: now.toISOString() }).execute()
  return true
}

import type { Kysely } from 'kysely'
import type { Database } from '../database'
import type { FileStorage } from '../../lib/storage/storage'
import { seedContent } from './content'
import { seedCongress } from './congress'
import { seedMembers } from './members'
import { seedStaff, type DemoCredential } from './staff'

export interface SeedContext {
  dataDir: string
  storage: FileStorage
}

/** The `seeded` mark in app_meta keeps a second start from seeding again; seeders run in dependency order. */
type Seeder = (db: Kysely<Database>, now: Date, context: SeedContext) => Promise<void>

const seeders: { name: string; run: Seeder }[] = [
  { name: 'members', run: seedMembers },
  { name: 'content', run: seedContent },
  // After members and staff: it registers them, checks them in and certifies them.
  { name: 'congress', run: seedCongress },
]

/** The staff's generated passwords come back for `npm start` to print once. */
export async function seedDemoContent(
  db: Kysely<Database>,
  now: Date,
  context: SeedContext,
): Promise<{ staff: DemoCredential[] } | undefined> {
  const mark = await db.selectFrom('app_meta').select('value').where('key', '=', 'seeded').executeTakeFirst()
  if (mark) return undefined
  const staff = await seedStaff(db, now, context)
  for (const seeder of seeders) await seeder.run(db, now, context)
  await db.insertInto('app_meta').values({ key: 'seeded', value: now.toISOString() }).execute()
  return { staff }
}

import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

/** Generated once per database in app_meta; a failed read is forgotten so the next call retries. */
const cache = new WeakMap<Kysely<Database>, Map<string, Promise<Buffer>>>()

async function loadSecret(db: Kysely<Database>, key: string): Promise<Buffer> {
  const existing = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst()
  if (existing) return Buffer.from(existing.value, 'base64url')
  // Two instances starting together: whichever insert lands first wins, both read it back.
  await db
    .insertInto('app_meta')
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const stored = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow()
  return Buffer.from(stored.value, 'base64url')
}

export function storedSecret(db: Kysely<Database>, key: string): Promise<Buffer> {
  let byKey = cache.get(db)
  if (!byKey) {
    byKey = new Map()
    cache.set(db, byKey)
  }
  let secret = byKey.get(key)
  if (!secret) {
    const loading = loadSecret(db, key)
    const forKey = byKey
    loading.catch(() => {
      if (forKey.get(key) === loading) forKey.delete(key)
    })
    byKey.set(key, loading)
    secret = loading
  }
  return secret
}

import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { storedSecret } from '../../lib/auth/stored-secret'

/**
 * Unsubscribe links: `token` = `<user id>.<category>.<HMAC-SHA256>`, signed with a key
 * generated once per database (app_meta), so every instance verifies every other's links.
 * They do not expire: a message read a year later must still let its reader stop the mail.
 */
const SECRET_KEY = 'unsubscribe_link_secret'

const signature = (secret: Buffer, userId: number, category: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${category}`).digest('base64url')

export async function unsubscribeToken(
  db: Kysely<Database>,
  userId: number,
  category: string,
): Promise<string> {
  return `${userId}.${category}.${signature(await storedSecret(db, SECRET_KEY), userId, category)}`
}

/** The member and category a token names, when its signature holds. */
export async function readUnsubscribeToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ userId: number; category: string } | undefined> {
  const match = /^(\d{1,10})\.([a-z-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return undefined
  const userId = Number(match[1])
  const category = match[2] ?? ''
  const expected = Buffer.from(signature(await storedSecret(db, SECRET_KEY), userId, category))
  const given = Buffer.from(match[3] ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId, category }
    : undefined
}

import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { storedSecret } from '../../lib/auth/stored-secret'

/**
 * Signed, expiring links to members-only files, since a new tab carries no bearer token; the key is generated
 * once per database (app_meta), so every instance verifies every other's links.
 */
const SECRET_KEY = 'resource_link_secret'
export const LIST_LINK_TTL_SECONDS = 60 * 60
export const DOWNLOAD_LINK_TTL_SECONDS = 10 * 60

const linkSecret = (db: Kysely<Database>): Promise<Buffer> => storedSecret(db, SECRET_KEY)

const signature = (secret: Buffer, id: number, expires: number) =>
  createHmac('sha256', secret).update(`resource-file:${id}:${expires}`).digest('base64url')

export async function signedFileUrl(
  db: Kysely<Database>,
  id: number,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds
  return `/api/resources/${id}/file?expires=${expires}&sig=${signature(await linkSecret(db), id, expires)}`
}

export async function verifyFileLink(
  db: Kysely<Database>,
  id: number,
  expires: number,
  sig: string,
  now: Date,
): Promise<boolean> {
  if (expires * 1000 <= now.getTime()) return false
  const expected = Buffer.from(signature(await linkSecret(db), id, expires))
  const given = Buffer.from(sig)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

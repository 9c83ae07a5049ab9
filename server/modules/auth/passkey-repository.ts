import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

type Db = Kysely<Database>

export type ChallengePurpose = 'registration' | 'login' | 'reauth'

/** Stores a challenge; expired ones of anybody are cleared on the way, so the table stays small. */
export async function insertChallenge(
  db: Db,
  row: {
    challenge: string
    purpose: ChallengePurpose
    userId: number | null
    userHandle?: string
    expiresAt: string
    now: string
  },
): Promise<void> {
  await db.deleteFrom('passkey_challenges').where('expires_at', '<=', row.now).execute()
  await db
    .insertInto('passkey_challenges')
    .values({
      challenge: row.challenge,
      purpose: row.purpose,
      user_id: row.userId,
      user_handle: row.userHandle ?? null,
      expires_at: row.expiresAt,
    })
    .execute()
}

/** Uses up a challenge: only the caller whose delete took the live row finds it, so it answers once under races. */
export async function claimChallenge(
  db: Db,
  input: { challenge: string; purpose: ChallengePurpose; userId: number | null; now: string },
): Promise<{ userHandle: string | null } | undefined> {
  let query = db
    .deleteFrom('passkey_challenges')
    .where('challenge', '=', input.challenge)
    .where('purpose', '=', input.purpose)
    .where('expires_at', '>', input.now)
  query =
    input.userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', input.userId)
  const row = await query.returning('user_handle').executeTakeFirst()
  return row ? { userHandle: row.user_handle } : undefined
}

export function passkeysOf(db: Db, userId: number) {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export function findByCredentialId(db: Db, credentialId: string) {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst()
}

/** Undefined when the credential is already stored (for any account). */
export async function insertPasskey(
  db: Db,
  row: {
    user_id: number
    credential_id: string
    public_key: string
    counter: number
    transports: string
    user_handle: string
    name: string
    created_at: string
  },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('passkeys')
    .values({ ...row, last_used_at: null })
    .onConflict((oc) => oc.column('credential_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted?.id
}

/** Records a use only if the stored counter is still the one checked: of two racing uses, one wins. */
export async function recordUse(
  db: Db,
  input: { id: number; previousCounter: number; counter: number; stamp: string },
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ counter: input.counter, last_used_at: input.stamp })
    .where('id', '=', input.id)
    .where('counter', '=', input.previousCounter)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function renamePasskey(db: Db, userId: number, id: number, name: string): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function deletePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export function findPasskey(db: Db, userId: number, id: number) {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

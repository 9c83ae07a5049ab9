import type { Gender } from '@contract/constants'
import type { PersonName } from '@contract/script-language'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

type Db = Kysely<Database>

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst()
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Pending and inactive until an admin decides; undefined when the e-mail was taken meanwhile. */
export async function insertMember(
  db: Db,
  input: {
    email: string
    passwordHash: string
    tier: string
    name: PersonName
    gender: Gender | null
    specialty: string | null
    phone: string | null
    language: string
    now: Date
  },
): Promise<number | undefined> {
  const stamp = input.now.toISOString()
  const row = await db
    .insertInto('users')
    .values({
      email: input.email.toLowerCase(),
      password_hash: input.passwordHash,
      role: 'member',
      tier: input.tier,
      status: 'pending',
      is_active: 0,
      must_complete_profile: 1,
      full_name: input.name.full_name || null,
      full_name_ar: input.name.full_name_ar,
      full_name_en: input.name.full_name_en,
      gender: input.gender,
      registered_specialty: input.specialty,
      phone: input.phone,
      language: input.language,
      notes: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export function findActivationToken(db: Db, tokenHash: string) {
  return db.selectFrom('activation_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
}

/** True only for the one caller that used the token (single use under concurrency). */
export async function markActivationTokenUsed(db: Db, id: number, stamp: string): Promise<boolean> {
  const result = await db
    .updateTable('activation_tokens')
    .set({ used_at: stamp })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function activateUser(db: Db, id: number, stamp: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ status: 'active', is_active: 1, updated_at: stamp })
    .where('id', '=', id)
    .execute()
}

export function findPasswordResetToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_reset_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
}

/** True only for the one caller that used the token (single use under concurrency). */
export async function markPasswordResetTokenUsed(db: Db, id: number, stamp: string): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: stamp })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function setPasswordHash(
  db: Db,
  id: number,
  passwordHash: string,
  stamp: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: stamp })
    .where('id', '=', id)
    .execute()
}

export async function insertEmailChangeToken(
  db: Db,
  row: { user_id: number; new_email: string; token_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db
    .insertInto('email_change_tokens')
    .values({ ...row, used_at: null, voided_at: null })
    .execute()
}

/** Voids every unused e-mail change link of the user. */
export async function voidEmailChangeTokens(db: Db, userId: number, stamp: string): Promise<void> {
  await db
    .updateTable('email_change_tokens')
    .set({ voided_at: stamp })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute()
}

export function findEmailChangeToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('email_change_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
}

/** True only for the one caller that used the token (single use under concurrency). */
export async function markEmailChangeTokenUsed(db: Db, id: number, stamp: string): Promise<boolean> {
  const result = await db
    .updateTable('email_change_tokens')
    .set({ used_at: stamp })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function setEmail(db: Db, id: number, email: string, stamp: string): Promise<void> {
  await db.updateTable('users').set({ email, updated_at: stamp }).where('id', '=', id).execute()
}

export async function markDeletionRequested(db: Db, id: number, stamp: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_active: 0, deletion_requested_at: stamp, updated_at: stamp })
    .where('id', '=', id)
    .execute()
}

export async function accountsToPurge(
  db: Db,
  cutoff: string,
  limit: number,
): Promise<{ id: number; deletion_requested_at: string | null }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'deletion_requested_at'])
    .where('deletion_requested_at', '<=', cutoff)
    .orderBy('deletion_requested_at')
    .limit(limit)
    .execute()
}

/** Removes the account (the rest goes by cascade); true only for the caller whose delete took the row. */
export async function purgeAccount(db: Db, id: number, cutoff: string): Promise<boolean> {
  const result = await db
    .deleteFrom('users')
    .where('id', '=', id)
    .where('deletion_requested_at', '<=', cutoff)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

export async function setUserLanguage(db: Db, id: number, language: string, stamp: string): Promise<void> {
  await db.updateTable('users').set({ language, updated_at: stamp }).where('id', '=', id).execute()
}

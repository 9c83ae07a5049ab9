import { PASSWORD_RESET_TTL_MINUTES } from '@contract/constants'
import type { Kysely } from 'kysely'
import type { AppDeps } from '../../app-env'
import type { Database } from '../../db/database'
import { queueMail, wakeMailSender } from '../mail/queue'
import { passwordResetEmail, passwordResetLink } from '../mail/templates'
import { newOpaqueToken } from './tokens'

/**
 * Password-reset tokens: 256 random bits, only the SHA-256 kept, single use, one hour;
 * issuing a new one voids every earlier unused one of that user. They live in their own
 * table, so an activation token is never accepted as a reset token nor the other way round.
 */

/** Every unused reset link of the user stops working (a newer link, or the password changed another way). */
export async function voidPasswordResetTokens(
  db: Kysely<Database>,
  userId: number,
  stamp: string,
): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ voided_at: stamp })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute()
}

/** Issues a fresh token and queues its e-mail in the same transaction: the link exists exactly when its mail will go out. */
export async function sendPasswordReset(
  deps: AppDeps,
  user: { id: number; email: string; gender: string | null },
): Promise<void> {
  const now = deps.now()
  const stamp = now.toISOString()
  const { token, hash } = newOpaqueToken()
  await deps.db.transaction().execute(async (trx) => {
    await voidPasswordResetTokens(trx, user.id, stamp)
    await trx
      .insertInto('password_reset_tokens')
      .values({
        user_id: user.id,
        token_hash: hash,
        created_at: stamp,
        expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000).toISOString(),
        used_at: null,
        voided_at: null,
      })
      .execute()
    await queueMail(deps, trx, passwordResetEmail(user, passwordResetLink(deps.config.publicUrl, token)))
  })
  wakeMailSender(deps)
}

import { PASSWORD_RESET_TTL_MINUTES } from '@contract/constants'
import type { Kysely } from 'kysely'
import type { AppDeps } from '../../app-env'
import type { Database } from '../../db/database'
import { queueMail, wakeMailSender } from '../mail/queue'
import { passwordResetEmail, passwordResetLink } from '../mail/templates'
import { newOpaqueToken } from './tokens'

// 256 random bits, SHA-256 kept, single use, one hour; a table of their own, so tokens never cross purposes.

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

/** In one transaction with its queued e-mail: the link exists exactly when its mail goes out. */
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

import { ACTIVATION_LINK_TTL_HOURS } from '@contract/constants'
import type { Kysely } from 'kysely'
import type { AppDeps } from '../../app-env'
import type { Database } from '../../db/database'
import { queueMail, wakeMailSender } from '../mail/queue'
import { activationEmail, activationLink } from '../mail/templates'
import { newOpaqueToken } from './tokens'

/**
 * Activation tokens: 256 random bits, only the SHA-256 kept, single use, 48 hours; issuing a
 * new one voids every earlier unused one of that user. Issued and its e-mail queued through
 * `trx`, the transaction of the change that asks for it: the link exists exactly when its
 * mail will go out. The caller wakes the mail sender after the commit.
 */
export async function queueActivation(
  deps: AppDeps,
  trx: Kysely<Database>,
  user: { id: number; email: string; gender: string | null },
): Promise<void> {
  const now = deps.now()
  const stamp = now.toISOString()
  const { token, hash } = newOpaqueToken()
  await trx
    .updateTable('activation_tokens')
    .set({ voided_at: stamp })
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .execute()
  await trx
    .insertInto('activation_tokens')
    .values({
      user_id: user.id,
      token_hash: hash,
      created_at: stamp,
      expires_at: new Date(now.getTime() + ACTIVATION_LINK_TTL_HOURS * 3600 * 1000).toISOString(),
      used_at: null,
      voided_at: null,
    })
    .execute()
  await queueMail(deps, trx, activationEmail(user, activationLink(deps.config.publicUrl, token)))
}

/** Issues a fresh token and queues its e-mail in a transaction of their own. */
export async function sendActivation(
  deps: AppDeps,
  user: { id: number; email: string; gender: string | null },
): Promise<void> {
  await deps.db.transaction().execute((trx) => queueActivation(deps, trx, user))
  wakeMailSender(deps)
}

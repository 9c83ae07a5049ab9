import { ACTIVATION_LINK_TTL_HOURS } from '@contract/constants'
import type { AppDeps } from '../../app-env'
import { mailerFor } from '../mail/mailer'
import { activationEmail, activationLink } from '../mail/templates'
import { newOpaqueToken } from './tokens'

/**
 * Activation tokens: 256 random bits, only the SHA-256 kept, single use,
 * 48 hours; issuing a new one voids every earlier unused one of that user.
 */
async function issueActivationToken(deps: AppDeps, userId: number): Promise<string> {
  const now = deps.now()
  const stamp = now.toISOString()
  const { token, hash } = newOpaqueToken()
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('activation_tokens').set({ voided_at: stamp }).where('user_id', '=', userId).where('used_at', 'is', null).where('voided_at', 'is', null).execute()
    await trx
      .insertInto('activation_tokens')
      .values({
        user_id: userId,
        token_hash: hash,
        created_at: stamp,
        expires_at: new Date(now.getTime() + ACTIVATION_LINK_TTL_HOURS * 3600 * 1000).toISOString(),
        used_at: null,
        voided_at: null,
      })
      .execute()
  })
  return token
}

/** Issues a fresh token and e-mails its link. A failed delivery is logged, not thrown: the admin's action stands and "resend" exists. */
export async function sendActivation(deps: AppDeps, user: { id: number; email: string }): Promise<void> {
  const token = await issueActivationToken(deps, user.id)
  const link = activationLink(deps.config.publicUrl, token)
  try {
    await deps.metrics.trackMailSend(() => mailerFor(deps.config).send(activationEmail(user.email, link)))
  } catch (error) {
    console.error(`[mail] activation e-mail to user ${user.id} failed:`, error instanceof Error ? error.message : error)
  }
}

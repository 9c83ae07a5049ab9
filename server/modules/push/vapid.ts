import { createECDH } from 'node:crypto'
import type { AppDeps } from '../../app-env'
import { storedSecret } from '../../lib/auth/stored-secret'

/**
 * The VAPID key pair: configured, or a P-256 key generated once per database (app_meta), so every instance
 * signs alike and subscriptions outlive a restart.
 */
const SECRET_KEY = 'vapid_private_key'

export async function vapidKeys(deps: AppDeps): Promise<{ publicKey: string; privateKey: string }> {
  if (deps.config.vapidKeys) return deps.config.vapidKeys
  const secret = await storedSecret(deps.db, SECRET_KEY)
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(secret)
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: secret.toString('base64url') }
}

export function vapidSubject(deps: AppDeps): string {
  const { vapidSubject: configured, publicUrl, mailFrom } = deps.config
  if (configured) return configured
  if (publicUrl.startsWith('https://')) return publicUrl
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom
  return `mailto:${address.trim()}`
}

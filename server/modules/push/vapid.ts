import { createECDH } from 'node:crypto'
import type { AppDeps } from '../../app-env'
import { storedSecret } from '../../lib/auth/stored-secret'

/**
 * The VAPID key pair push services identify this server by. Configured
 * (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY), or a P-256 private key generated once per database
 * (app_meta, like the other stored secrets) so every instance signs with the same one and
 * browsers' subscriptions outlive a restart; the public key is derived from it. 32 random
 * bytes are a valid P-256 scalar but for a chance of about 2^-32.
 */
const SECRET_KEY = 'vapid_private_key'

export async function vapidKeys(deps: AppDeps): Promise<{ publicKey: string; privateKey: string }> {
  if (deps.config.vapidKeys) return deps.config.vapidKeys
  const secret = await storedSecret(deps.db, SECRET_KEY)
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(secret)
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: secret.toString('base64url') }
}

/** Who push services may contact about this server: VAPID_SUBJECT, an https PUBLIC_URL, else the sender address. */
export function vapidSubject(deps: AppDeps): string {
  const { vapidSubject: configured, publicUrl, mailFrom } = deps.config
  if (configured) return configured
  if (publicUrl.startsWith('https://')) return publicUrl
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom
  return `mailto:${address.trim()}`
}

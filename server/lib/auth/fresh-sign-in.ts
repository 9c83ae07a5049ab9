import { ERROR_DETAILS } from '@contract/errors'
import { FRESH_SIGN_IN_SECONDS } from '@contract/passkeys'
import { HttpError } from '../errors'
import type { Viewer } from './viewer'

/**
 * Dangerous actions (a role change, a permanent delete, adding or removing a passkey, a new
 * e-mail address) need the owner to have signed in, or proved who they are again, within the
 * last few minutes: a session left open on a shared computer cannot do them. Otherwise 403
 * `reauthRequired`, and the app asks for the password or a passkey in place.
 */
export function requireFreshSignIn(viewer: Viewer, now: Date): void {
  const at = viewer.authenticatedAt ? Date.parse(viewer.authenticatedAt) : Number.NaN
  if (Number.isFinite(at) && now.getTime() - at <= FRESH_SIGN_IN_SECONDS * 1000) return
  throw new HttpError(403, ERROR_DETAILS.reauthRequired, 'reauthRequired')
}

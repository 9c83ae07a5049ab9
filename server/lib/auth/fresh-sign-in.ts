import { ERROR_DETAILS } from '@contract/errors'
import { FRESH_SIGN_IN_SECONDS } from '@contract/passkeys'
import { HttpError } from '../errors'
import type { Viewer } from './viewer'

/**
 * Dangerous actions need a sign-in (or a proof again) within the last minutes, so a session left open on a
 * shared computer cannot do them; otherwise 403 `reauthRequired`.
 */
export function requireFreshSignIn(viewer: Viewer, now: Date): void {
  const at = viewer.authenticatedAt ? Date.parse(viewer.authenticatedAt) : Number.NaN
  if (Number.isFinite(at) && now.getTime() - at <= FRESH_SIGN_IN_SECONDS * 1000) return
  throw new HttpError(403, ERROR_DETAILS.reauthRequired, 'reauthRequired')
}

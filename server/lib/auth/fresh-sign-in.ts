import { ERROR_DETAILS } from '@contract/errors'
import { FRESH_SIGN_IN_SECONDS } from '@contract/passkeys'
import { HttpError } from '../errors'
import type { Viewer } from './viewer'

/** A session left open on a shared computer cannot do dangerous actions: 403 `reauthRequired` unless recent. */
export function requireFreshSignIn(viewer: Viewer, now: Date): void {
  const at = viewer.authenticatedAt ? Date.parse(viewer.authenticatedAt) : Number.NaN
  if (Number.isFinite(at) && now.getTime() - at <= FRESH_SIGN_IN_SECONDS * 1000) return
  throw new HttpError(403, ERROR_DETAILS.reauthRequired, 'reauthRequired')
}

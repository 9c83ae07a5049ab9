import { randomBytes } from 'node:crypto'
import type { LoginResponse } from '@contract/auth'
import type { ErrorCode } from '@contract/errors'
import { isOneOf } from '@contract/narrow'
import {
  FRESH_SIGN_IN_SECONDS,
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEY_TRANSPORTS,
  PASSKEYS_PER_ACCOUNT,
  type Passkey,
  type PasskeyList,
  type ReauthResponse,
} from '@contract/passkeys'
import type * as contract from '@contract/passkeys'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers'
import type { Selectable } from 'kysely'
import type * as v from 'valibot'
import type { AppDeps } from '../../app-env'
import type { PasskeysTable } from '../../db/database'
import { requireFreshSignIn } from '../../lib/auth/fresh-sign-in'
import { throttledPasswordCheck } from '../../lib/auth/password-throttle'
import { verifyPassword } from '../../lib/auth/passwords'
import { relyingPartyOf, type RelyingParty } from '../../lib/auth/relying-party'
import { markSignedInAgain } from '../../lib/auth/sessions'
import type { Viewer } from '../../lib/auth/viewer'
import { HttpError } from '../../lib/errors'
import { hitLimit, type Limit } from '../../lib/rate-limit'
import * as passkeys from './passkey-repository'
import * as repo from './repository'
import { signInAs } from './service'

/**
 * WebAuthn with PUBLIC_URL as relying party: challenges live 5 minutes and answer once, user verification is
 * required and the counter must move forward; a credential opens its one account, through the password's gate.
 */

type RegistrationCredential = v.InferOutput<typeof contract.PasskeyRegistrationCredentialSchema>
type Assertion = v.InferOutput<typeof contract.PasskeyAssertionSchema>

/** Sign-in ceremonies any client address may start (each stores a challenge). */
const LOGIN_OPTIONS_PER_ADDRESS: Limit = { max: 60, windowSeconds: 10 * 60 }
/** Passkey answers checked per client address (a failed signature costs the server a verification). */
const LOGIN_VERIFIES_PER_ADDRESS: Limit = { max: 60, windowSeconds: 10 * 60 }
/** Ceremonies a signed-in account may start (registration or reauth). */
const SIGNED_IN_OPTIONS_PER_ACCOUNT: Limit = { max: 30, windowSeconds: 10 * 60 }

const refusal = (status: 400 | 401 | 404 | 409 | 429, detail: string, code: ErrorCode) =>
  new HttpError(status, detail, code)
const UNAVAILABLE = () =>
  refusal(
    400,
    'Passkeys are not available on this server: it is reached by an IP address, which browsers refuse for passkeys.',
    'passkeysUnavailable',
  )
const CHALLENGE_INVALID = () =>
  refusal(
    400,
    'This passkey request has expired or was already used. Please try again.',
    'passkeyChallengeInvalid',
  )
const NOT_FOUND = () => refusal(404, 'Passkey not found', 'passkeyNotFound')
const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many attempts. Please try again later.', 'tooManyAttempts', {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  })

function relyingParty(deps: AppDeps): RelyingParty {
  const rp = relyingPartyOf(deps.config.publicUrl)
  if (!rp) throw UNAVAILABLE()
  return rp
}

async function withinLimit(deps: AppDeps, bucket: string, limit: Limit): Promise<void> {
  const hit = await hitLimit(deps.db, bucket, limit, deps.now())
  if (!hit.allowed) throw tooMany(hit.retryAfterSeconds)
}

const plusSeconds = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString()

type Transport = (typeof PASSKEY_TRANSPORTS)[number]
const knownTransports = (list: unknown): Transport[] =>
  Array.isArray(list) ? list.filter((item): item is Transport => isOneOf(PASSKEY_TRANSPORTS, item)) : []
const transportsOf = (row: Pick<Selectable<PasskeysTable>, 'transports'>): Transport[] =>
  knownTransports(JSON.parse(row.transports))

const toPasskey = (row: Selectable<PasskeysTable>): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
})

/** The challenge the browser signed; unreadable client data is no valid answer. */
function challengeOf(clientDataJSON: string, invalid: () => HttpError): string {
  try {
    return decodeClientDataJSON(clientDataJSON).challenge
  } catch {
    throw invalid()
  }
}

async function claim(
  deps: AppDeps,
  clientDataJSON: string,
  purpose: passkeys.ChallengePurpose,
  userId: number | null,
  invalid: () => HttpError,
) {
  const challenge = challengeOf(clientDataJSON, invalid)
  const claimed = await passkeys.claimChallenge(deps.db, {
    challenge,
    purpose,
    userId,
    now: deps.now().toISOString(),
  })
  if (!claimed) throw CHALLENGE_INVALID()
  return { challenge, userHandle: claimed.userHandle }
}

export async function listPasskeys(deps: AppDeps, viewer: Viewer): Promise<PasskeyList> {
  const rows = await passkeys.passkeysOf(deps.db, viewer.id)
  return {
    items: rows.map(toPasskey),
    total: rows.length,
    available: relyingPartyOf(deps.config.publicUrl) !== null,
  }
}

export async function registrationOptions(deps: AppDeps, viewer: Viewer) {
  const rp = relyingParty(deps)
  const now = deps.now()
  requireFreshSignIn(viewer, now)
  await withinLimit(deps, `passkey:options:user:${viewer.id}`, SIGNED_IN_OPTIONS_PER_ACCOUNT)
  const user = await repo.findUserById(deps.db, viewer.id)
  if (!user) throw new HttpError(401, 'Not authenticated', 'notAuthenticated')
  const existing = await passkeys.passkeysOf(deps.db, viewer.id)
  if (existing.length >= PASSKEYS_PER_ACCOUNT)
    throw refusal(409, `An account can hold at most ${PASSKEYS_PER_ACCOUNT} passkeys.`, 'tooManyPasskeys')
  // One user handle per account, random (it tells nothing about the account), kept with each passkey.
  const userHandle = existing[0]?.user_handle ?? randomBytes(32).toString('base64url')
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.full_name ?? user.email,
    userID: Buffer.from(userHandle, 'base64url'),
    attestationType: 'none',
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  await passkeys.insertChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'registration',
    userId: viewer.id,
    userHandle,
    expiresAt: plusSeconds(now, PASSKEY_CHALLENGE_SECONDS),
    now: now.toISOString(),
  })
  return options
}

const REGISTRATION_INVALID = () =>
  refusal(400, 'The new passkey could not be verified. Please try again.', 'passkeyInvalid')

export async function registrationVerify(
  deps: AppDeps,
  viewer: Viewer,
  input: { name: string; credential: RegistrationCredential },
): Promise<Passkey> {
  const rp = relyingParty(deps)
  const now = deps.now()
  requireFreshSignIn(viewer, now)
  const { challenge, userHandle } = await claim(
    deps,
    input.credential.response.clientDataJSON,
    'registration',
    viewer.id,
    REGISTRATION_INVALID,
  )
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    verification = await verifyRegistrationResponse({
      response: input.credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    })
  } catch {
    throw REGISTRATION_INVALID()
  }
  if (!verification.verified || !userHandle) throw REGISTRATION_INVALID()
  const { credential } = verification.registrationInfo
  if ((await passkeys.passkeysOf(deps.db, viewer.id)).length >= PASSKEYS_PER_ACCOUNT) {
    throw refusal(409, `An account can hold at most ${PASSKEYS_PER_ACCOUNT} passkeys.`, 'tooManyPasskeys')
  }
  const stamp = now.toISOString()
  const id = await passkeys.insertPasskey(deps.db, {
    user_id: viewer.id,
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: JSON.stringify(
      knownTransports(credential.transports ?? input.credential.response.transports ?? []),
    ),
    user_handle: userHandle,
    name: input.name,
    created_at: stamp,
  })
  if (id === undefined) throw refusal(409, 'This passkey is already registered.', 'passkeyAlreadyRegistered')
  return { id, name: input.name, created_at: stamp, last_used_at: null }
}

// ---------- using a passkey ----------

/**
 * Checks an assertion against the stored passkey of its credential id (of `userId` only, when
 * given) and records the use; the passkey row, or the refusal `invalid` makes.
 */
async function verifiedPasskey(
  deps: AppDeps,
  rp: RelyingParty,
  credential: Assertion,
  challenge: string,
  invalid: () => HttpError,
  userId?: number,
) {
  const row = await passkeys.findByCredentialId(deps.db, credential.id)
  if (!row || (userId !== undefined && row.user_id !== userId)) throw invalid()
  // A discoverable credential names its account: it must be the one the credential was registered to.
  if (credential.response.userHandle !== undefined && credential.response.userHandle !== row.user_handle)
    throw invalid()
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
  try {
    verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: row.credential_id,
        publicKey: Buffer.from(row.public_key, 'base64url'),
        counter: row.counter,
        transports: transportsOf(row),
      },
      requireUserVerification: true,
    })
  } catch {
    // A bad signature, a missing user-verification flag, or a counter that did not move forward.
    throw invalid()
  }
  if (!verification.verified || !verification.authenticationInfo.userVerified) throw invalid()
  const recorded = await passkeys.recordUse(deps.db, {
    id: row.id,
    previousCounter: row.counter,
    counter: verification.authenticationInfo.newCounter,
    stamp: deps.now().toISOString(),
  })
  if (!recorded) throw invalid()
  return row
}

export async function loginOptions(deps: AppDeps, address: string) {
  const rp = relyingParty(deps)
  const now = deps.now()
  await withinLimit(deps, `passkey:login-options:addr:${address}`, LOGIN_OPTIONS_PER_ADDRESS)
  // Discoverable credentials: no account is named, the authenticator offers its passkeys for this site.
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
  })
  await passkeys.insertChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'login',
    userId: null,
    expiresAt: plusSeconds(now, PASSKEY_CHALLENGE_SECONDS),
    now: now.toISOString(),
  })
  return options
}

const LOGIN_INVALID = () => refusal(401, 'This passkey could not be verified.', 'passkeyInvalid')

/** Signs in with a passkey: the same answer and the same account gate as a password sign-in (never its throttle). */
export async function loginVerify(
  deps: AppDeps,
  credential: Assertion,
  address: string,
  userAgent: string | undefined,
): Promise<LoginResponse> {
  const rp = relyingParty(deps)
  await withinLimit(deps, `passkey:login-verify:addr:${address}`, LOGIN_VERIFIES_PER_ADDRESS)
  const { challenge } = await claim(deps, credential.response.clientDataJSON, 'login', null, LOGIN_INVALID)
  const row = await verifiedPasskey(deps, rp, credential, challenge, LOGIN_INVALID)
  const user = await repo.findUserById(deps.db, row.user_id)
  if (!user) throw LOGIN_INVALID()
  return signInAs(deps, user, { method: 'passkey', userAgent })
}

// ---------- proving who one is again ----------

async function signedInAgain(deps: AppDeps, viewer: Viewer): Promise<ReauthResponse> {
  const now = deps.now()
  await markSignedInAgain(deps.db, viewer.sessionId, now)
  return { status: 'ok', fresh_until: plusSeconds(now, FRESH_SIGN_IN_SECONDS) }
}

/** The password again: checked within the same limits as a password sign-in. */
export async function reauthWithPassword(
  deps: AppDeps,
  viewer: Viewer,
  password: string,
  address: string,
): Promise<ReauthResponse> {
  const user = await repo.findUserById(deps.db, viewer.id)
  if (!user) throw new HttpError(401, 'Not authenticated', 'notAuthenticated')
  const ok = await throttledPasswordCheck(deps, { email: user.email, address }, async () =>
    (await verifyPassword(user.password_hash, password)) ? true : undefined,
  )
  if (!ok) throw refusal(400, 'The password is incorrect.', 'currentPasswordWrong')
  return signedInAgain(deps, viewer)
}

export async function reauthOptions(deps: AppDeps, viewer: Viewer) {
  const rp = relyingParty(deps)
  const now = deps.now()
  await withinLimit(deps, `passkey:options:user:${viewer.id}`, SIGNED_IN_OPTIONS_PER_ACCOUNT)
  const own = await passkeys.passkeysOf(deps.db, viewer.id)
  if (own.length === 0) throw NOT_FOUND()
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    allowCredentials: own.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
  })
  await passkeys.insertChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'reauth',
    userId: viewer.id,
    expiresAt: plusSeconds(now, PASSKEY_CHALLENGE_SECONDS),
    now: now.toISOString(),
  })
  return options
}

const REAUTH_INVALID = () => refusal(400, 'This passkey could not be verified.', 'passkeyInvalid')

/** A passkey of this account again (a passkey of another account proves nothing here). */
export async function reauthWithPasskey(
  deps: AppDeps,
  viewer: Viewer,
  credential: Assertion,
): Promise<ReauthResponse> {
  const rp = relyingParty(deps)
  const { challenge } = await claim(
    deps,
    credential.response.clientDataJSON,
    'reauth',
    viewer.id,
    REAUTH_INVALID,
  )
  await verifiedPasskey(deps, rp, credential, challenge, REAUTH_INVALID, viewer.id)
  return signedInAgain(deps, viewer)
}

// ---------- managing passkeys ----------

export async function renamePasskey(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
  name: string,
): Promise<Passkey> {
  if (!(await passkeys.renamePasskey(deps.db, viewer.id, id, name))) throw NOT_FOUND()
  const row = await passkeys.findPasskey(deps.db, viewer.id, id)
  if (!row) throw NOT_FOUND()
  return toPasskey(row)
}

/** Removing a passkey is a dangerous action: it needs a fresh sign-in. */
export async function removePasskey(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
): Promise<{ id: number; deleted: true }> {
  requireFreshSignIn(viewer, deps.now())
  if (!(await passkeys.deletePasskey(deps.db, viewer.id, id))) throw NOT_FOUND()
  return { id, deleted: true }
}

import { createHash, randomBytes } from 'node:crypto'
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { storedSecret } from './stored-secret'

/** HS256 JWTs with one fixed algorithm (no `alg` negotiation), our issuer and audience, `sid` the session. */
export const TOKEN_ISSUER = 'ortho-portal'
export const TOKEN_AUDIENCE = 'ortho-portal-api'
const ALGORITHM = 'HS256'
const SECRET_KEY = 'access_token_secret'
/** Session ids are random UUIDs; anything longer or odder is not one of ours. */
const SESSION_ID = /^[A-Za-z0-9-]{1,64}$/

export function signingSecret(db: Kysely<Database>): Promise<Uint8Array> {
  return storedSecret(db, SECRET_KEY)
}

export async function signAccessToken(
  db: Kysely<Database>,
  subject: { userId: number; sessionId: string },
  options: { now: Date; ttlSeconds: number },
): Promise<string> {
  const issuedAt = Math.floor(options.now.getTime() / 1000)
  return new SignJWT({ typ: 'access', sid: subject.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(subject.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + options.ttlSeconds)
    .setJti(randomBytes(9).toString('base64url'))
    .sign(await signingSecret(db))
}

/** Null without a usable `sid`: the caller refuses it like an ended session. */
export interface AccessTokenSubject {
  userId: number
  sessionId: string | null
}

export async function verifyAccessToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<AccessTokenSubject | null> {
  try {
    const { payload } = await jwtVerify(token, await signingSecret(db), {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    })
    if (payload.typ !== 'access') return null
    const userId = Number(payload.sub)
    if (!Number.isSafeInteger(userId) || userId <= 0) return null
    const sid = payload.sid
    return { userId, sessionId: typeof sid === 'string' && SESSION_ID.test(sid) ? sid : null }
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null
    throw error
  }
}

export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashOpaqueToken(token) }
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

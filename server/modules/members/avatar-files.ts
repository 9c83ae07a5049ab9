import { VALIDATION_CODES, type ValidationIssue } from '@contract/errors'
import type { AppDeps } from '../../app-env'
import { HttpError } from '../../lib/errors'
import { newUploadKey } from '../../lib/uploads/image-upload'
import { findProfile } from './repository'

/**
 * Stored avatars are named after their owner, so a save can tell this member's upload from another's or a
 * made-up path; anything else is refused with 422 `avatarNotOwned`, so a client bug or an attack is visible.
 */
const AVATAR_NOT_OWNED_CODE = 'avatarNotOwned'
const AVATAR_FOLDER = 'avatars'

export const avatarKeyFor = (userId: number) => newUploadKey(AVATAR_FOLDER, 'webp', `m${userId}-`)

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/** The storage key of an avatar path the server made for `userId`, or undefined. */
function ownAvatarKey(userId: number, path: string): string | undefined {
  return new RegExp(`^/uploads/${AVATAR_FOLDER}/m${userId}-${UUID}\\.webp$`).test(path)
    ? path.slice(1)
    : undefined
}

const AVATAR_ISSUE: ValidationIssue = { msg: VALIDATION_CODES.invalid, loc: ['body', 'avatar_url'] }

/** Whether the `avatar_url` a member sends may be saved: unchanged, cleared, or one of their own stored uploads. */
export async function avatarChangeAllowed(
  deps: AppDeps,
  userId: number,
  sent: unknown,
  stored: string | null,
): Promise<boolean> {
  if (sent === undefined || sent === null || sent === '' || sent === stored) return true
  const key = typeof sent === 'string' ? ownAvatarKey(userId, sent) : undefined
  return key !== undefined && (await deps.storage.size(key)) !== undefined
}

/**
 * Validates a profile body whose avatar may be refused: every bad value (another member's
 * file, `../../etc/passwd`, an outside URL) gets the same `avatar_url` entry and code
 * `avatarNotOwned`, alongside the entries of the other fields so the form can show them all.
 */
export function parseWithAvatar<T>(
  avatarAllowed: boolean,
  body: Record<string, unknown>,
  parse: (body: Record<string, unknown>) => T,
): T {
  if (avatarAllowed) return parse(body)
  let others: ValidationIssue[] = []
  try {
    parse({ ...body, avatar_url: null })
  } catch (error) {
    if (!(error instanceof HttpError) || !Array.isArray(error.detail)) throw error
    others = error.detail
  }
  throw new HttpError(422, [AVATAR_ISSUE, ...others], AVATAR_NOT_OWNED_CODE)
}

/**
 * Deletes the avatar a saved profile no longer uses. Only files named for this member are
 * removed (older avatars without an owner in their name are left alone). A failed delete is
 * logged and does not undo the save: the profile is already right, the file is only litter.
 */
export async function deleteReplacedAvatar(
  deps: AppDeps,
  userId: number,
  before: string | null,
  after: string | null,
): Promise<void> {
  if (!before || before === after) return
  const key = ownAvatarKey(userId, before)
  if (!key) return
  try {
    await deps.storage.delete(key)
  } catch (error) {
    console.error(
      `[avatar] could not delete ${key}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/**
 * Reads a profile body for `userId` with `parse` (its schema), refusing an avatar that is not
 * the member's own (see parseWithAvatar). Runs at the route, before the service sees the body.
 */
export async function parseProfileBody<T>(
  deps: AppDeps,
  userId: number,
  body: Record<string, unknown>,
  parse: (body: Record<string, unknown>) => T,
): Promise<T> {
  const stored = (await findProfile(deps.db, userId))?.avatar_url ?? null
  return parseWithAvatar(await avatarChangeAllowed(deps, userId, body.avatar_url, stored), body, parse)
}

import type { AppDeps } from '../../app-env'
import { HttpError } from '../errors'
import { hitLimit, type Limit } from '../rate-limit'

/**
 * Uploads per account: each one costs decoding and disk space, and a replaced file is
 * deleted only when the profile is saved, so a flood of uploads is refused early.
 * Twenty avatars in ten minutes is far beyond trying a few pictures.
 */
export const AVATAR_UPLOADS: Limit = { max: 20, windowSeconds: 10 * 60 }
/** Admins upload resource files and post images in batches; still bounded per account. */
export const ADMIN_FILE_UPLOADS: Limit = { max: 60, windowSeconds: 10 * 60 }

const UPLOAD_LIMIT_CODE = 'tooManyUploads'
const UPLOAD_LIMIT_DETAIL = 'Too many uploads. Please try again later.'

/** Counts one upload of `userId` in `kind`; 429 with Retry-After and a code beyond the limit. */
export async function countUpload(deps: AppDeps, kind: string, userId: number, limit: Limit): Promise<void> {
  const hit = await hitLimit(deps.db, `upload:${kind}:user:${userId}`, limit, deps.now())
  if (!hit.allowed) {
    throw new HttpError(429, UPLOAD_LIMIT_DETAIL, UPLOAD_LIMIT_CODE, {
      'Retry-After': String(hit.retryAfterSeconds),
    })
  }
}

import type { AppDeps } from '../../app-env'
import { HttpError } from '../errors'
import { hitLimit, type Limit } from '../rate-limit'

/** Uploads cost decoding and disk, and a replaced file is deleted only on save: floods are refused early. */
export const AVATAR_UPLOADS: Limit = { max: 20, windowSeconds: 10 * 60 }
export const ADMIN_FILE_UPLOADS: Limit = { max: 60, windowSeconds: 10 * 60 }

const UPLOAD_LIMIT_CODE = 'tooManyUploads'
const UPLOAD_LIMIT_DETAIL = 'Too many uploads. Please try again later.'

export async function countUpload(deps: AppDeps, kind: string, userId: number, limit: Limit): Promise<void> {
  const hit = await hitLimit(deps.db, `upload:${kind}:user:${userId}`, limit, deps.now())
  if (!hit.allowed) {
    throw new HttpError(429, UPLOAD_LIMIT_DETAIL, UPLOAD_LIMIT_CODE, {
      'Retry-After': String(hit.retryAfterSeconds),
    })
  }
}

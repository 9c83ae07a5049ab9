import { AvatarResponseSchema, OwnProfileSchema, type ProfileInput } from '@contract/members'
import type { FormMode } from '../model'
import { ApiError, apiRequest } from '@/lib/http/api-client'
import { ownProfileQuery } from '@/lib/member/own-profile-query'
import { setMustCompleteProfile } from '@/lib/session/session'

export const profileQueries = {
  own: ownProfileQuery,
}

/** First time: PUT /members/me/profile; edit: PATCH /members/me/profile-full. */
export function saveProfile(payload: ProfileInput, mode: FormMode) {
  return mode === 'first-time'
    ? apiRequest('/members/me/profile', { method: 'PUT', body: payload, schema: OwnProfileSchema })
    : apiRequest('/members/me/profile-full', { method: 'PATCH', body: payload, schema: OwnProfileSchema })
}

/** A saved profile sets must_complete_profile to 0 (stored as 1 or 0). */
export function markProfileComplete(): void {
  setMustCompleteProfile(false)
}

/** With an idempotency key (a photo queued offline), a replay stores no second file. */
export async function uploadAvatar(
  file: Blob,
  options: { fileName?: string; idempotencyKey?: string } = {},
): Promise<string> {
  const body = new FormData()
  if (options.fileName !== undefined) body.append('image', file, options.fileName)
  else body.append('image', file)
  const headers = options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined
  try {
    return (
      await apiRequest('/members/me/profile/avatar', {
        method: 'POST',
        body,
        headers,
        schema: AvatarResponseSchema,
      })
    ).avatar_url
  } catch (error) {
    if (error instanceof ApiError && !error.message)
      throw new ApiError(`Avatar upload failed: ${error.status}`, error.status, error.data)
    throw error
  }
}

import { OwnProfileSchema, type OwnProfile, type ProfileInput } from '@contract/members'
import { uploadAvatar } from './api/profile-queries'
import { payloadOf, formFromProfile } from './model'
import { ApiError, apiRequest } from '@/lib/http/api-client'
import type { OutboxEntry } from '@/lib/offline/db'
import { attachmentOf, enqueueFolding, type SendResult } from '@/lib/offline/outbox'
import {
  LOCAL_AVATAR,
  parseEdit,
  PROFILE_EDIT,
  withEdits,
  type QueuedProfileEdit,
} from '@/lib/offline/profile-outbox'
import { requestOutboxSync } from '@/lib/pwa/pwa'

/**
 * Profile edits saved without a connection. Only the fields the member changed
 * are queued, with the values they had when the member started (`base`), so that a change
 * made elsewhere to another field is kept, and the same field changed on both sides is a
 * conflict the member resolves — never silently overwritten or dropped. Edits saved one after
 * another on this device are the member's own notebook: they fold into one entry (each
 * field's latest value, judged against the value before the first edit), or, behind an entry
 * already tried, queue with the values the earlier ones left as their base — so only a change
 * made elsewhere can be a conflict.
 *
 * A photo chosen offline waits in the entry's `files` (attachment `avatar`, the form holding
 * LOCAL_AVATAR). Sending uploads it first (its own idempotency key), then saves the URL the
 * server gave with the rest of the edit.
 */
export const AVATAR_ATTACHMENT = 'avatar'
/** The upload's Idempotency-Key, derived from the entry's so every replay reuses it. */
export const avatarUploadKey = (entryId: string) => `${entryId}-avatar`

/** Whether a queued edit carries a photo waiting on this device. */
export function hasLocalAvatar(edit: QueuedProfileEdit): boolean {
  return edit.changes.avatar_url === LOCAL_AVATAR
}

export interface ProfileConflict {
  fields: string[]
  /** The server's values of the conflicting fields when the edit was tried. */
  server: Record<string, unknown>
  /** A refusal that retrying will not fix (e.g. a value the server no longer accepts). */
  message?: string
  /** A refusal found on this device, translated where it is shown. */
  reason?: 'photoMissing'
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
// Any language: the form's labels go back to the same codes.
// The single name and bio too: an edit queued by an older build changes them, and is checked against them.
const asPayload = (profile: OwnProfile): Record<string, unknown> => ({
  ...payloadOf(formFromProfile(profile, 'en'), 'edit'),
  full_name: profile.full_name,
  bio: profile.bio,
})

/** The fields of `next` that differ from the profile the member started from. */
export function editOf(initial: OwnProfile, next: ProfileInput): QueuedProfileEdit {
  const start = asPayload(initial)
  const changes: Record<string, unknown> = {}
  const base: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(next)) {
    if (same(value, start[field])) continue
    changes[field] = value
    base[field] = start[field]
  }
  return { changes, base }
}

/** Fields changed both here and on the server since the edit began, to different values. */
export function conflictingFields(edit: QueuedProfileEdit, current: Record<string, unknown>): string[] {
  return Object.keys(edit.changes).filter(
    (field) => !same(current[field], edit.base[field]) && !same(current[field], edit.changes[field]),
  )
}

/**
 * Two edits made one after the other as one: the later value of each field, against the
 * earlier edit's base (the value before either). A field back at its base changes nothing and
 * leaves the edit; null when nothing is left.
 */
export function foldEdits(earlier: QueuedProfileEdit, later: QueuedProfileEdit): QueuedProfileEdit | null {
  const changes = { ...earlier.changes, ...later.changes }
  const base = { ...later.base, ...earlier.base }
  for (const field of Object.keys(changes)) {
    if (!same(changes[field], base[field])) continue
    delete changes[field]
    delete base[field]
  }
  return Object.keys(changes).length > 0 ? { changes, base } : null
}

/** The profile after a queued edit: what the next edit starts from (its base). */
export function afterEdit(profile: OwnProfile, edit: QueuedProfileEdit): OwnProfile {
  return withEdits(OwnProfileSchema, profile, [edit])
}

/** Queues an edit; `avatar` is the picture behind LOCAL_AVATAR, stored with the entry. */
export async function queueProfileEdit(edit: QueuedProfileEdit, avatar?: File): Promise<void> {
  if (Object.keys(edit.changes).length === 0) return
  const attachments =
    hasLocalAvatar(edit) && avatar ? [{ name: AVATAR_ATTACHMENT, blob: avatar, fileName: avatar.name }] : []
  if (hasLocalAvatar(edit) && attachments.length === 0) throw new Error('The photo to send is missing')
  await enqueueFolding(PROFILE_EDIT, edit, foldEdits, attachments)
  void requestOutboxSync()
}

export function parseConflict(entry: OutboxEntry): ProfileConflict | undefined {
  if (entry.state !== 'conflict' || !entry.lastError) return undefined
  try {
    // Written by this module from a ProfileConflict when the server refused the edit (other text is read as a message below).
    return JSON.parse(entry.lastError) as ProfileConflict
  } catch {
    return { fields: [], server: {}, message: entry.lastError }
  }
}

/** The outbox sender: checks for conflicts, then PATCHes the changes once (Idempotency-Key). */
export async function sendProfileEdit(entry: OutboxEntry): Promise<SendResult> {
  const edit = parseEdit(entry)
  try {
    const current = asPayload(await apiRequest('/members/me/profile-full', { schema: OwnProfileSchema }))
    const fields = conflictingFields(edit, current)
    if (fields.length > 0) {
      const conflict: ProfileConflict = {
        fields,
        server: Object.fromEntries(fields.map((f) => [f, current[f]])),
      }
      return { status: 'conflict', detail: JSON.stringify(conflict) }
    }
    const changes = { ...edit.changes }
    if (hasLocalAvatar(edit)) {
      const photo = await attachmentOf(entry.id, AVATAR_ATTACHMENT)
      if (!photo)
        return {
          status: 'conflict',
          detail: JSON.stringify({
            fields: [],
            server: {},
            reason: 'photoMissing',
          } satisfies ProfileConflict),
        }
      changes.avatar_url = await uploadAvatar(photo.blob, {
        fileName: photo.name,
        idempotencyKey: avatarUploadKey(entry.id),
      })
    }
    await apiRequest('/members/me/profile-full', {
      method: 'PATCH',
      body: changes,
      headers: { 'Idempotency-Key': entry.id },
      schema: OwnProfileSchema,
    })
    return { status: 'sent' }
  } catch (error) {
    // 401 (signed out), 409 (the same edit still running) and 429 pass with time; other
    // refusals will not, so the member is asked instead of the edit being retried forever.
    if (
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      ![401, 408, 409, 429].includes(error.status)
    ) {
      const conflict: ProfileConflict = { fields: [], server: {}, message: error.message }
      return { status: 'conflict', detail: JSON.stringify(conflict) }
    }
    return { status: 'retry', error: error instanceof Error ? error.message : String(error) }
  }
}

/** The member keeps their own values: queue them again over what the server has now. */
export function keepMine(edit: QueuedProfileEdit, conflict: ProfileConflict): QueuedProfileEdit {
  return { changes: edit.changes, base: { ...edit.base, ...conflict.server } }
}

/** The member keeps the other change: the conflicting fields are dropped, the rest still sent. */
export function keepTheirs(edit: QueuedProfileEdit, conflict: ProfileConflict): QueuedProfileEdit {
  const changes = { ...edit.changes }
  const base = { ...edit.base }
  for (const field of conflict.fields) {
    delete changes[field]
    delete base[field]
  }
  return { changes, base }
}

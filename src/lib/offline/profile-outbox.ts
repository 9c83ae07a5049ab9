import { PROFILE_FIELD_ALIASES, ProfilePatchSchema } from '@contract/members'
import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import type { OutboxEntry } from './db'
import { entriesOf } from './outbox'

/** Every screen showing the own profile applies these, so what the member saved is what they see. */
export const PROFILE_EDIT = 'profile-edit'

export interface QueuedProfileEdit {
  changes: Record<string, unknown>
  base: Record<string, unknown>
}

/** A photo chosen offline: the cached profile keeps its last photo until the upload is done. */
export const LOCAL_AVATAR = 'outbox-file:avatar'

export function parseEdit(entry: OutboxEntry): QueuedProfileEdit {
  // Cast: entries of this kind are written only by queueProfileEdit, from a QueuedProfileEdit.
  return JSON.parse(entry.payload) as QueuedProfileEdit
}

export function shownEdits(entries: readonly OutboxEntry[]): QueuedProfileEdit[] {
  return entries
    .filter(
      (entry) => entry.kind === PROFILE_EDIT && (entry.state === 'pending' || entry.state === 'conflict'),
    )
    .map(parseEdit)
}

/** An edit or result its schema refuses leaves the profile as the server last gave it. */
export function withEdits<T extends object>(
  schema: v.GenericSchema<unknown, T>,
  profile: T,
  edits: readonly QueuedProfileEdit[],
): T {
  if (edits.length === 0) return profile
  const changes: Record<string, unknown> = {}
  for (const edit of edits) Object.assign(changes, edit.changes)
  if (changes.avatar_url === LOCAL_AVATAR) delete changes.avatar_url
  const patch = v.safeParse(ProfilePatchSchema, changes)
  if (!patch.success) return profile
  const applied: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(patch.output)) if (value !== undefined) applied[field] = value
  for (const [alias, field] of Object.entries(PROFILE_FIELD_ALIASES))
    if (field in applied) applied[alias] = applied[field]
  const merged = v.safeParse(schema, { ...profile, ...applied })
  return merged.success ? merged.output : profile
}

export function useQueuedProfileEdits(enabled = true): OutboxEntry[] | undefined {
  const [entries, setEntries] = useState<OutboxEntry[]>()
  useEffect(() => {
    if (!enabled) return
    const subscription = liveQuery(() => entriesOf(PROFILE_EDIT)).subscribe({
      next: setEntries,
      error: () => setEntries([]),
    })
    return () => subscription.unsubscribe()
  }, [enabled])
  return enabled ? entries : []
}

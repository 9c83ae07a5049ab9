import { PROFILE_FIELD_ALIASES, ProfilePatchSchema } from '@contract/members'
import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import type { OutboxEntry } from './db'
import { entriesOf } from './outbox'

/**
 * The member's profile edits waiting in the outbox, as every screen that shows the member's
 * own profile reads them: the editor, the member's own page and the dashboard open from the
 * cached answer with these applied, so what the member saved on this device is what they see,
 * online or not, until the server has it.
 */
export const PROFILE_EDIT = 'profile-edit'

/** Only the changed fields, with the values they had before the edit (`base`: what a conflict is judged against). */
export interface QueuedProfileEdit {
  changes: Record<string, unknown>
  base: Record<string, unknown>
}

/**
 * A photo chosen offline: the form's `avatar_url` holds this marker and the picture waits in
 * the outbox entry's files. The cached profile keeps its last photo until the upload is done.
 */
export const LOCAL_AVATAR = 'outbox-file:avatar'

export function parseEdit(entry: OutboxEntry): QueuedProfileEdit {
  // Entries of this kind are written only by queueProfileEdit, from a QueuedProfileEdit.
  return JSON.parse(entry.payload) as QueuedProfileEdit
}

/** The edits whose values the member sees as theirs, oldest first: waiting, or waiting for their choice in a conflict. */
export function shownEdits(entries: readonly OutboxEntry[]): QueuedProfileEdit[] {
  return entries
    .filter(
      (entry) => entry.kind === PROFILE_EDIT && (entry.state === 'pending' || entry.state === 'conflict'),
    )
    .map(parseEdit)
}

/**
 * `profile` with `edits` applied in order, read back with `schema` (the own profile or the
 * member's view of it). Values go through the patch schema first, so they take the shape an
 * answer has (a month becomes its first day); a photo still on this device is not applied (the
 * profile keeps its last one until the upload). An edit the schema refuses, or a result the
 * answer schema refuses, leaves the profile as the server last gave it.
 */
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

/** The queued profile edits, live; undefined until the outbox has been read once. */
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

import { OwnProfileSchema, profileDefaults, type OwnProfile } from '@contract/members'
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import type { OutboxEntry } from './db'
import { LOCAL_AVATAR, PROFILE_EDIT, shownEdits, withEdits } from './profile-outbox'

const profile: OwnProfile = v.parse(OwnProfileSchema, {
  ...profileDefaults(),
  id: 7,
  completed: true,
  updated_at: null,
  full_name: 'Dr. One',
  hospital: 'One',
  avatar_url: '/uploads/avatars/a.webp',
  years_of_experience: null,
})

const entry = (
  changes: Record<string, unknown>,
  state: OutboxEntry['state'] = 'pending',
  kind = PROFILE_EDIT,
): OutboxEntry => ({
  id: crypto.randomUUID(),
  kind,
  payload: JSON.stringify({ changes, base: {} }),
  createdAt: Date.now(),
  attempts: 0,
  state,
})

describe('the own profile with the edits waiting on this device', () => {
  it('applies waiting and conflicting edits in order, other kinds not', () => {
    const edits = shownEdits([
      entry({ hospital: 'Two' }),
      entry({ hospital: 'Three', full_name: 'Dr. Three' }, 'conflict'),
      entry({ hospital: 'Other kind' }, 'pending', 'upload'),
    ])
    const shown = withEdits(OwnProfileSchema, profile, edits)
    expect(shown.hospital).toBe('Three')
    expect(shown.full_name).toBe('Dr. Three')
  })

  it('gives values the shape an answer has: the month as its first day, years under both names', () => {
    const shown = withEdits(OwnProfileSchema, profile, [
      { changes: { consultant_since: '2015-04', years_experience: 12 }, base: {} },
    ])
    expect(shown.consultant_since).toBe('2015-04-01')
    expect(shown.years_experience).toBe(12)
    expect(shown.years_of_experience).toBe(12)
  })

  it('keeps the last photo while the one chosen offline waits, and ignores an edit the schema refuses', () => {
    expect(
      withEdits(OwnProfileSchema, profile, [
        { changes: { avatar_url: LOCAL_AVATAR, hospital: 'Two' }, base: {} },
      ]),
    ).toMatchObject({ avatar_url: profile.avatar_url, hospital: 'Two' })
    expect(withEdits(OwnProfileSchema, profile, [{ changes: { years_experience: 'many' }, base: {} }])).toBe(
      profile,
    )
  })
})

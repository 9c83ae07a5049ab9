import { describe, expect, it } from 'vitest'
import { conflictingFields, foldEdits, keepMine, keepTheirs } from './offline-edits'
import type { QueuedProfileEdit } from '@/lib/offline/profile-outbox'

const edit: QueuedProfileEdit = {
  changes: { bio: 'new bio', city: 'Jeddah' },
  base: { bio: 'old bio', city: 'Riyadh' },
}

describe('offline profile edits', () => {
  it.each([
    ['nothing changed elsewhere', { bio: 'old bio', city: 'Riyadh', hospital: 'KFSH' }, []],
    [
      'another field changed elsewhere is not a conflict',
      { bio: 'old bio', city: 'Riyadh', hospital: 'changed' },
      [],
    ],
    ['the same change made elsewhere is not a conflict', { bio: 'new bio', city: 'Riyadh' }, []],
    [
      'the same field changed to another value is a conflict',
      { bio: 'someone else', city: 'Riyadh' },
      ['bio'],
    ],
    ['both fields changed elsewhere', { bio: 'x', city: 'Dammam' }, ['bio', 'city']],
  ])('%s', (_name, current, expected) => {
    expect(conflictingFields(edit, current)).toEqual(expected)
  })

  it('keeping mine re-bases the edit on the server values', () => {
    const resolved = keepMine(edit, { fields: ['bio'], server: { bio: 'someone else' } })
    expect(resolved).toEqual({ changes: edit.changes, base: { bio: 'someone else', city: 'Riyadh' } })
    expect(conflictingFields(resolved, { bio: 'someone else', city: 'Riyadh' })).toEqual([])
  })

  it('keeping theirs drops only the conflicting fields', () => {
    expect(keepTheirs(edit, { fields: ['bio'], server: { bio: 'someone else' } })).toEqual({
      changes: { city: 'Jeddah' },
      base: { city: 'Riyadh' },
    })
  })

  describe('edits saved one after another on this device', () => {
    it('fold into the latest value of each field, judged against the value before the first', () => {
      const two = { changes: { hospital: 'Two' }, base: { hospital: 'One' } }
      const three = { changes: { hospital: 'Three', bio: 'b' }, base: { hospital: 'Two', bio: '' } }
      const folded = foldEdits(two, three)
      expect(folded).toEqual({ changes: { hospital: 'Three', bio: 'b' }, base: { hospital: 'One', bio: '' } })
      // Only a change made elsewhere is a conflict: the server still holding "One" is not.
      if (!folded) throw new Error('the fold left nothing')
      expect(conflictingFields(folded, { hospital: 'One', bio: '' })).toEqual([])
      expect(conflictingFields(folded, { hospital: 'Laptop', bio: '' })).toEqual(['hospital'])
    })

    it('leave out a field set back to where it started, and nothing at all when every field is', () => {
      const two = { changes: { hospital: 'Two', bio: 'b' }, base: { hospital: 'One', bio: '' } }
      expect(foldEdits(two, { changes: { hospital: 'One' }, base: { hospital: 'Two' } })).toEqual({
        changes: { bio: 'b' },
        base: { bio: '' },
      })
      expect(
        foldEdits(two, { changes: { hospital: 'One', bio: '' }, base: { hospital: 'Two', bio: 'b' } }),
      ).toBeNull()
    })
  })
})

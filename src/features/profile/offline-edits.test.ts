import { describe, expect, it } from 'vitest'
import { conflictingFields, keepMine, keepTheirs, type QueuedProfileEdit } from './offline-edits'

const edit: QueuedProfileEdit = { changes: { bio: 'new bio', city: 'Jeddah' }, base: { bio: 'old bio', city: 'Riyadh' } }

describe('offline profile edits', () => {
  it.each([
    ['nothing changed elsewhere', { bio: 'old bio', city: 'Riyadh', hospital: 'KFSH' }, []],
    ['another field changed elsewhere is not a conflict', { bio: 'old bio', city: 'Riyadh', hospital: 'changed' }, []],
    ['the same change made elsewhere is not a conflict', { bio: 'new bio', city: 'Riyadh' }, []],
    ['the same field changed to another value is a conflict', { bio: 'someone else', city: 'Riyadh' }, ['bio']],
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
    expect(keepTheirs(edit, { fields: ['bio'], server: { bio: 'someone else' } })).toEqual({ changes: { city: 'Jeddah' }, base: { city: 'Riyadh' } })
  })
})

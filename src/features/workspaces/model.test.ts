import { describe, expect, it } from 'vitest'
import { groupSaved, opensInBrowser } from './model'
import type { SavedEntry } from '@/lib/offline/saved-items'

describe('workspaces model', () => {
  it('groups saved entries by kind, keeping their order', () => {
    // The model reads only kind, key, savedAt and the item's id, so a stand-in with just those will do.
    const entry = (kind: SavedEntry['kind'], id: number) =>
      ({ kind, key: `1:${kind}:${id}`, savedAt: id, item: { id } }) as unknown as SavedEntry
    const groups = groupSaved([entry('job', 3), entry('event', 2), entry('job', 1)])
    expect(groups.job.map((e) => e.item.id)).toEqual([3, 1])
    expect(groups.event).toHaveLength(1)
    expect(groups.resource).toEqual([])
  })

  it('opens PDF, images and text in a tab; hands other files over as downloads', () => {
    expect(opensInBrowser('application/pdf')).toBe(true)
    expect(opensInBrowser('image/png')).toBe(true)
    expect(opensInBrowser('text/plain; charset=utf-8')).toBe(true)
    expect(opensInBrowser('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      false,
    )
    expect(opensInBrowser('')).toBe(false)
  })
})

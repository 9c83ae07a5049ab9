import { describe, expect, it } from 'vitest'
import { eventBadge, eventStats, filterEvents } from './model'

const base = {
  id: 1,
  type: 'webinar',
  status: 'published',
  title_ar: 'ندوة',
  title_en: 'Spine webinar',
  description_ar: '',
  description_en: '',
  starts_at: '2099-01-01T00:00:00Z',
  ends_at: null,
  location: 'Riyadh',
  location_ar: '',
  location_en: 'Riyadh',
  stream_url: null,
  capacity: null,
  registration_deadline: null,
  registration_link: null,
  registration_count: 5,
  registration_mode: 'external',
  feature_path: null,
  created_at: '',
}

describe('events model', () => {
  it.each([
    [null, 'draft'],
    ['', 'draft'],
    ['published', 'published'],
    ['archived', 'unknown'],
  ])('badge of %s is %s', (status, expected) => expect(eventBadge(status)).toBe(expected))
  it('filters and counts', () => {
    const events = [
      base,
      {
        ...base,
        id: 2,
        type: 'course',
        status: 'draft',
        title_en: 'Hand course',
        starts_at: '2000-01-01T00:00:00Z',
        registration_count: 2,
      },
    ]
    expect(filterEvents(events, { search: 'SPINE', type: '', status: '' }).map((e) => e.id)).toEqual([1])
    expect(filterEvents(events, { search: '', type: 'course', status: 'draft' }).map((e) => e.id)).toEqual([
      2,
    ])
    expect(eventStats(events, new Date('2026-01-01'))).toEqual({
      total: 2,
      upcoming: 1,
      registered: 7,
      published: 1,
      drafts: 1,
    })
  })
})

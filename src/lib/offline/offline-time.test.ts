import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './offline-time'

const now = Date.parse('2026-11-23T12:00:00Z')

describe('formatRelativeTime', () => {
  it.each([
    [now - 20_000, 'en' as const, 'now'],
    [now - 5 * 60_000, 'en' as const, '5 minutes ago'],
    [now - 60 * 60_000, 'en' as const, '1 hour ago'],
    [now - 3 * 60 * 60_000, 'en' as const, '3 hours ago'],
    [now - 24 * 60 * 60_000, 'en' as const, 'yesterday'],
    [now - 5 * 60_000, 'ar' as const, 'قبل ٥ دقائق'],
    [now + 60_000, 'en' as const, 'now'],
  ])('%s in %s → %s', (at, locale, expected) => {
    expect(formatRelativeTime(at, now, locale)).toBe(expected)
  })
})

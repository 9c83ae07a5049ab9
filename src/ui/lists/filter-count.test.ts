import { describe, expect, it } from 'vitest'
import { activeFilterCount } from './filter-count'

describe('activeFilterCount', () => {
  it('counts each value that narrows the list', () => {
    expect(activeFilterCount([])).toBe(0)
    expect(activeFilterCount([undefined, '', null, 'all'])).toBe(0)
    expect(activeFilterCount(['conference', undefined, 'upcoming'])).toBe(2)
    expect(activeFilterCount(['Riyadh', 'research', 'full-time', 'consultant'])).toBe(4)
  })
})

import { describe, expect, it } from 'vitest'
import { paginationWindow, totalPagesOf } from './pagination-window'

describe('paginationWindow (at most 5 numbered buttons)', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [7, 10, [5, 6, 7, 8, 9]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [42, 10, [6, 7, 8, 9, 10]],
    [0, 4, [1, 2, 3, 4]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected)
  })
  it.each([
    [0, 12, 0],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [30, 9, 4],
  ])('%i items at %i a page → %i pages', (total, size, pages) => {
    expect(totalPagesOf(total, size)).toBe(pages)
  })
})

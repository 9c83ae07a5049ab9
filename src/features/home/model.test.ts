import { describe, expect, it } from 'vitest'
import { appendUnique, counterValue, nextSlide } from './model'

describe('counterValue (linear over 2000 ms)', () => {
  it.each([
    [1250, 0, 2000, 0],
    [1250, 500, 2000, 313],
    [1250, 1000, 2000, 625],
    [1250, 1999, 2000, 1249],
    [1250, 2000, 2000, 1250],
    [1250, 5000, 2000, 1250],
    [7, 1000, 2000, 4],
    [0, 1000, 2000, 0],
    [10, -5, 2000, 0],
  ])('target %i at %i of %i ms → %i', (target, elapsed, duration, expected) => {
    expect(counterValue(target, elapsed, duration)).toBe(expected)
  })
})

describe('appendUnique (skip duplicate ids)', () => {
  const a = { id: 1 }
  const b = { id: 2 }
  const c = { id: 3 }
  it.each([
    [[], [a, b], [1, 2]],
    [
      [a, b],
      [b, c],
      [1, 2, 3],
    ],
    [[a], [a], [1]],
    [[a], [c, c], [1, 3]],
  ])('%j + %j', (shown, next, ids) => {
    expect(appendUnique(shown, next).map((item) => item.id)).toEqual(ids)
  })
})

describe('nextSlide (3 slides)', () => {
  it.each([
    [0, 1],
    [1, 2],
    [2, 0],
  ])('%i → %i', (current, next) => {
    expect(nextSlide(current, 3)).toBe(next)
  })
})

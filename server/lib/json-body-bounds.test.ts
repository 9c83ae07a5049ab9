import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body-bounds'
import { nulCharacterAt } from './validation'

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

describe('nestsDeeperThan', () => {
  it.each([
    ['flat values', '{"a":1,"b":"x"}', 1, false],
    ['exactly the limit', arrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH, false],
    ['one past the limit', arrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH, true],
    ['mixed objects and arrays', '{"a":[{"b":[1]}]}', 3, true],
    ['siblings do not add up', '[[1],[2],[3],[4]]', 2, false],
    ['brackets inside strings', `{"a":"${'['.repeat(100)}"}`, 1, false],
    ['escaped quotes inside strings', `{"a":"\\"[[[[\\\\"}`, 1, false],
    ['an escaped backslash ends before the quote', '["\\\\",[[1]]]', 2, true],
    ['unclosed, malformed text', '[[[[', 3, true],
  ])('%s', (_name, text, max, expected) => {
    expect(nestsDeeperThan(text, max)).toBe(expected)
  })
})

describe('nulCharacterAt', () => {
  it('walks a 50,000-deep value without overflowing the stack', () => {
    let value: unknown = 'a\u0000'
    for (let level = 0; level < 50_000; level += 1) value = level % 2 ? [value] : { k: value }
    const path = nulCharacterAt(value)
    expect(path).toHaveLength(50_000)
    expect(path?.slice(0, 2)).toEqual([0, 'k'])
  })

  it('reports the first NUL in document order, in a key or a value', () => {
    expect(nulCharacterAt({ a: ['ok', 'b\u0000'], c: '\u0000' })).toEqual(['a', 1])
    expect(nulCharacterAt({ a: 'ok', ['k\u0000']: 'v', z: '\u0000' })).toEqual(['k\u0000'])
    expect(nulCharacterAt('\u0000', ['query'])).toEqual(['query'])
    expect(nulCharacterAt({ a: [1, null, true, 'fine'] })).toBeUndefined()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'
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

describe('the MAX_JSON_BYTES setting', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ maxJsonBytes: 64 })
  })
  afterAll(() => t.close())

  const login = (body: string, contentType = 'application/json') =>
    t.app.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': contentType }, body })

  it('is the limit every JSON body is held to, +json media types included', async () => {
    const fits = JSON.stringify({ email: 'a@b.org', password: 'x'.repeat(20) })
    expect(fits.length).toBeLessThanOrEqual(64)
    expect((await login(fits)).status).toBe(401)
    const over = JSON.stringify({ email: 'a@b.org', password: 'x'.repeat(60) })
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/merge-patch+json',
    ]) {
      const response = await login(over, type)
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({ detail: 'Payload too large', code: 'payloadTooLarge' })
    }
  })

  it('leaves bodies that are not JSON to their routes', async () => {
    // Not parsed as JSON at all: the validator sees no body and the schema refuses it.
    expect((await login('x'.repeat(1000), 'text/plain')).status).toBe(422)
  })
})

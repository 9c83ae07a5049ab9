import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { storedSecret } from './stored-secret'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const storedValue = (key: string) =>
  t.deps.db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst()

describe('storedSecret', () => {
  it('generates 256 bits once and keeps them in app_meta', async () => {
    const secret = await storedSecret(t.deps.db, 'test_secret_a')
    expect(secret.length).toBe(32)
    expect((await storedValue('test_secret_a'))?.value).toBe(secret.toString('base64url'))
    expect((await storedSecret(t.deps.db, 'test_secret_a')).equals(secret)).toBe(true)
  })

  it('gives concurrent first callers the same secret', async () => {
    const [a, b] = await Promise.all([
      storedSecret(t.deps.db, 'test_secret_b'),
      storedSecret(t.deps.db, 'test_secret_b'),
    ])
    expect(a.equals(b)).toBe(true)
  })

  it('keeps one secret per key', async () => {
    const a = await storedSecret(t.deps.db, 'test_secret_a')
    const c = await storedSecret(t.deps.db, 'test_secret_c')
    expect(a.equals(c)).toBe(false)
  })

  it('reads a secret another instance stored first', async () => {
    const value = Buffer.alloc(32, 7).toString('base64url')
    await t.deps.db.insertInto('app_meta').values({ key: 'test_secret_d', value }).execute()
    expect((await storedSecret(t.deps.db, 'test_secret_d')).toString('base64url')).toBe(value)
  })

  it('keeps the access-token and file-link secrets apart', async () => {
    const [access, links] = await Promise.all([
      storedSecret(t.deps.db, 'access_token_secret'),
      storedSecret(t.deps.db, 'resource_link_secret'),
    ])
    expect(access.equals(links)).toBe(false)
  })
})

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../lib/auth/passwords'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'
import { seedMembers } from './members'
import { CITIES, SPECIALTIES } from '@contract/reference-data'
import { DEMO_CREDENTIALS_FILE, seedStaff, type DemoCredential } from './staff'

// The password every demo account shared before, assembled so that no usable literal of it
// stays in the repository: it must open nothing now.
const OLD_SHARED_PASSWORD = ['Demo', 'Password', '2026'].join('-')
const STAFF = [
  'admin@demo.portal',
  'cme@demo.portal',
  'editor@demo.portal',
  'member@demo.portal',
  'member2@demo.portal',
]
const NOW = new Date('2026-11-24T10:00:00.000Z')

let t: TestApp
let returned: DemoCredential[]
const credentialsPath = () => join(t.config.dataDir, DEMO_CREDENTIALS_FILE)
const login = (email: string, password: string) =>
  t.app.request('/api/auth/login', jsonRequest('POST', { email, password }))

/** e-mail → password, from the lines of the credentials file that are not comments. */
function credentialsFromFile(): Map<string, string> {
  const lines = readFileSync(credentialsPath(), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
  return new Map(lines.map((line) => line.trim().split(/\s+/)).map((parts) => [parts[0]!, parts.at(-1)!])) // a non-blank line splits into at least one word
}

/** Every file under the data folder except the database, which holds only hashes, and the portraits (images drawn from shapes, no text). */
function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return filesOf(path)
    return name.startsWith('portal.sqlite') || name.endsWith('.webp') ? [] : [path]
  })
}

beforeAll(async () => {
  t = await createTestApp()
  t.setNow(NOW)
  returned = await seedStaff(t.deps.db, NOW, { dataDir: t.config.dataDir })
  await seedMembers(t.deps.db, NOW, { storage: t.deps.storage })
}, 60_000)
afterAll(() => t.close())

describe('demo members', () => {
  it('carry reference codes for their specialties and cities, never the English names', async () => {
    const rows = await t.deps.db
      .selectFrom('member_profiles')
      .select(['specialty', 'city', 'specialties', 'cities'])
      .execute()
    expect(rows.length).toBeGreaterThanOrEqual(40)
    const specialties = new Set<string>(SPECIALTIES.map((entry) => entry.code))
    const cities = new Set<string>(CITIES.map((entry) => entry.code))
    for (const row of rows) {
      expect(specialties.has(row.specialty), row.specialty).toBe(true)
      expect(cities.has(row.city), row.city).toBe(true)
      // The body is JSON the server wrote for this route; the assertions below check the fields read.
      for (const code of JSON.parse(row.specialties) as string[])
        expect(specialties.has(code), code).toBe(true)
      // The body is JSON the server wrote for this route; the assertions below check the fields read.
      for (const code of JSON.parse(row.cities) as string[]) expect(cities.has(code), code).toBe(true)
    }
  })
})

describe('demo accounts', () => {
  it('writes the five staff passwords to DATA_DIR/demo-credentials, readable by its owner only', () => {
    expect(statSync(credentialsPath()).mode & 0o777).toBe(0o600)
    const fromFile = credentialsFromFile()
    expect([...fromFile.keys()].sort()).toEqual([...STAFF].sort())
    expect(returned.map((c) => [c.email, c.password])).toEqual(
      STAFF.map((email) => [email, fromFile.get(email)]),
    )
    expect(new Set(fromFile.values()).size).toBe(5)
    for (const password of fromFile.values()) expect(password.length).toBeGreaterThanOrEqual(16)
  })

  it('the passwords in the file sign the staff in, with the roles and genders they were seeded with', async () => {
    for (const [email, password] of credentialsFromFile()) {
      const res = await login(email, password)
      expect(res.status, email).toBe(200)
    }
    const roles = await t.deps.db
      .selectFrom('users')
      .select(['email', 'role', 'gender'])
      .where('email', 'in', STAFF)
      .orderBy('email')
      .execute()
    // A woman and a man among the members, so both agreements of the Arabic can be read.
    expect(roles).toEqual([
      { email: 'admin@demo.portal', role: 'admin', gender: 'male' },
      { email: 'cme@demo.portal', role: 'cme', gender: 'female' },
      { email: 'editor@demo.portal', role: 'editor', gender: 'male' },
      { email: 'member2@demo.portal', role: 'member', gender: 'male' },
      { email: 'member@demo.portal', role: 'member', gender: 'female' },
    ])
  })

  it('no staff or directory account accepts the password they used to share', async () => {
    const rows = await t.deps.db.selectFrom('users').select(['email', 'password_hash']).execute()
    expect(rows.length).toBeGreaterThanOrEqual(44)
    // Compared with every distinct stored hash (argon2 is slow; equal hashes give equal answers).
    for (const hash of new Set(rows.map((row) => row.password_hash)))
      expect(await verifyPassword(hash, OLD_SHARED_PASSWORD)).toBe(false)
    expect((await login('admin@demo.portal', OLD_SHARED_PASSWORD)).status).toBe(401)
    expect((await login('hatem.bukhari@members.demo.portal', OLD_SHARED_PASSWORD)).status).toBe(401)
  })

  it('stores only hashes, and no word of any file in the data folder opens a directory member', async () => {
    const members = await t.deps.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('email', 'like', '%@members.demo.portal')
      .execute()
    expect(members.length).toBe(40)
    const hashes = new Set(members.map((m) => m.password_hash))
    for (const hash of hashes) expect(hash).toMatch(/^\$argon2id\$/)
    const words = new Set(
      filesOf(t.config.dataDir).flatMap((path) => readFileSync(path, 'utf8').split(/\s+/).filter(Boolean)),
    )
    expect(words.size).toBeGreaterThan(0)
    for (const hash of hashes) {
      for (const word of words) expect(await verifyPassword(hash, word), word).toBe(false)
    }
    expect(readFileSync(credentialsPath(), 'utf8')).not.toContain('members.demo.portal')
  }, 60_000)

  it('directory members have their name in both languages and most have a portrait', async () => {
    const members = await t.deps.db
      .selectFrom('users')
      .innerJoin('member_profiles', 'member_profiles.user_id', 'users.id')
      .select(['users.full_name_ar', 'users.full_name_en', 'member_profiles.avatar_url'])
      .where('users.email', 'like', '%@members.demo.portal')
      .execute()
    expect(members.length).toBeGreaterThanOrEqual(32)
    expect(members.filter((m) => !/^د\. [\u0600-\u06FF ]+$/.test(m.full_name_ar ?? ''))).toEqual([])
    expect(members.filter((m) => !/^Dr\. [A-Za-z' -]+$/.test(m.full_name_en ?? ''))).toEqual([])
    const portraits = members.flatMap((m) => (m.avatar_url ? [m.avatar_url] : []))
    expect(portraits.length).toBeGreaterThanOrEqual(28)
    for (const url of portraits.slice(0, 3)) {
      const bytes = await t.deps.storage.get(url.slice(1))
      expect(bytes && (await sharp(bytes).metadata()).format).toBe('webp')
    }
  })

  it('directory members have a bio in both languages, and the directory has women and men', async () => {
    const members = await t.deps.db
      .selectFrom('users')
      .innerJoin('member_profiles', 'member_profiles.user_id', 'users.id')
      .select(['users.email', 'users.gender', 'member_profiles.bio_ar', 'member_profiles.bio_en'])
      .where('users.email', 'like', '%@members.demo.portal')
      .execute()
    expect(members.filter((m) => !m.bio_ar || !m.bio_en).map((m) => m.email)).toEqual([])
    expect(members.filter((m) => !/[A-Za-z]/.test(m.bio_en ?? '')).map((m) => m.email)).toEqual([])
    expect(new Set(members.map((m) => m.gender))).toEqual(new Set(['female', 'male']))
  })

  it('a second run leaves taken addresses and their passwords alone', async () => {
    const before = readFileSync(credentialsPath(), 'utf8')
    expect(await seedStaff(t.deps.db, NOW, { dataDir: t.config.dataDir })).toEqual([])
    expect(readFileSync(credentialsPath(), 'utf8')).toBe(before)
  })
})

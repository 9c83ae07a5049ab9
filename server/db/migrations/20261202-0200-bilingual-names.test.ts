import { DirectoryResponseSchema } from '@contract/directory-list'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../test-support/auth'
import { bodyOf } from '../../test-support/json'
import { createTestApp, type TestApp } from '../../test-support/test-app'

const MIGRATION = '20261202-0200-bilingual-names'

let t: TestApp
/** The same database typed as it was before the migration: one name per account and profile, one bio. */
let oldDb: Kysely<
  Record<'member_profiles' | 'member_directory_changes', Record<string, string | number | null>>
>

beforeAll(async () => {
  t = await createTestApp({}, undefined, { migrateBefore: MIGRATION })
  // The database stopped short of the migration: its tables are as the loose type says, not as `Database` does.
  oldDb = t.deps.db as unknown as typeof oldDb
})
afterAll(() => t.close())

const stamp = '2026-11-01T00:00:00.000Z'

/** An account and, when `profile` is given, its listed profile, stored as they were before names had two languages. */
async function oldMember(name: string | null, profile?: { bio: string; bioVisibility: string }) {
  const user = await createUser(t.deps, { fullName: name })
  if (profile) {
    const folded = (name ?? '').toLowerCase()
    await oldDb
      .insertInto('member_profiles')
      .values({
        user_id: user.id,
        full_name: name ?? '',
        specialty: 'spine',
        bio: profile.bio,
        visibility: JSON.stringify({ bio: profile.bioVisibility }),
        sort_name: folded,
        sort_key: folded,
        search_text: folded,
        listed: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute()
  }
  return user.id
}

const account = (id: number) =>
  t.deps.db
    .selectFrom('users')
    .select(['full_name', 'full_name_ar', 'full_name_en', 'gender'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
const profile = (id: number) =>
  t.deps.db
    .selectFrom('member_profiles')
    .select([
      'full_name',
      'full_name_ar',
      'full_name_en',
      'bio',
      'bio_ar',
      'bio_en',
      'gender',
      'sort_name_en',
    ])
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow()
const changes = async () =>
  Number(
    (
      await oldDb
        .selectFrom('member_directory_changes')
        .select('changes')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow()
    ).changes,
  )

describe('migration: members’ names and bios in both languages', () => {
  it('moves each stored name and bio into the language it is written in, keeping the single reading', async () => {
    const arabic = await oldMember('د. سارة العتيبي', {
      bio: 'Surgeon and keen sailor.',
      bioVisibility: 'public',
    })
    const english = await oldMember('Dr. Khalid Al-Harbi', {
      bio: 'جراح وهاوي صيد اللؤلؤ.',
      bioVisibility: 'members_only',
    })
    // Mostly Latin letters with an Arabic word: English. Mostly Arabic with a Latin initial: Arabic.
    const mixedEnglish = await oldMember('Dr. Huda (هدى) Al-Saud')
    const mixedArabic = await oldMember('د. عبدالله A. القحطاني')
    const nameless = await oldMember(null)

    await t.migrateRest()

    expect(await account(arabic)).toEqual({
      full_name: 'د. سارة العتيبي',
      full_name_ar: 'د. سارة العتيبي',
      full_name_en: '',
      gender: null,
    })
    expect(await account(english)).toMatchObject({ full_name_ar: '', full_name_en: 'Dr. Khalid Al-Harbi' })
    expect(await account(mixedEnglish)).toMatchObject({
      full_name_ar: '',
      full_name_en: 'Dr. Huda (هدى) Al-Saud',
    })
    expect(await account(mixedArabic)).toMatchObject({
      full_name_ar: 'د. عبدالله A. القحطاني',
      full_name_en: '',
    })
    expect(await account(nameless)).toEqual({
      full_name: null,
      full_name_ar: '',
      full_name_en: '',
      gender: null,
    })

    expect(await profile(arabic)).toEqual({
      full_name: 'د. سارة العتيبي',
      full_name_ar: 'د. سارة العتيبي',
      full_name_en: '',
      bio: 'Surgeon and keen sailor.',
      bio_ar: '',
      bio_en: 'Surgeon and keen sailor.',
      gender: null,
      // Only an English name has an English sort name (a short search matches its start).
      sort_name_en: '',
    })
    expect(await profile(english)).toEqual({
      full_name: 'Dr. Khalid Al-Harbi',
      full_name_ar: '',
      full_name_en: 'Dr. Khalid Al-Harbi',
      bio: 'جراح وهاوي صيد اللؤلؤ.',
      bio_ar: 'جراح وهاوي صيد اللؤلؤ.',
      bio_en: '',
      gender: null,
      sort_name_en: 'dr. khalid al-harbi',
    })
  })

  it('lets a search find a public bio, never one kept for members, and moves the change counter with the new columns', async () => {
    const directory = async (search: string) =>
      (
        await bodyOf(
          await t.app.request(`/api/members/directory?query=${encodeURIComponent(search)}`),
          DirectoryResponseSchema,
        )
      ).items.map((item) => item.full_name)
    expect(await directory('sailor')).toEqual(['د. سارة العتيبي'])
    expect(await directory('اللؤلؤ')).toEqual([])

    const before = await changes()
    await sql`update member_profiles set full_name_en = 'Dr. Sara Al-Otaibi' where full_name = 'د. سارة العتيبي'`.execute(
      t.deps.db,
    )
    expect(await changes()).toBe(before + 1)
  })

  it('leaves the certificates issued before it without names in either language, so the first download fills them', async () => {
    const columns = await t.deps.db
      .selectFrom('cme_certificates')
      .select(['full_name_ar', 'full_name_en', 'gender'])
      .execute()
    expect(columns).toEqual([])
  })
})

import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect'

const BATCH = 500

/** Frozen: the rules this migration applies are copied here, so later app changes cannot change what it did. */
interface Tables {
  users: { id: number; full_name: string | null; full_name_ar: string; full_name_en: string }
  member_profiles: {
    user_id: number
    full_name: string
    bio: string
    visibility: string
    full_name_ar: string
    full_name_en: string
    bio_ar: string
    bio_en: string
    sort_name: string
    sort_name_en: string
    search_text: string
  }
}

const ARABIC_LETTER =
  /[\u0620-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu
const LATIN_LETTER = /\p{Script=Latin}/gu

/** A text under the language its letters are in: English when Latin letters outnumber Arabic ones, else Arabic. */
function split(text: string | null): { ar: string; en: string } {
  const value = (text ?? '').trim()
  if (!value) return { ar: '', en: '' }
  const arabic = value.match(ARABIC_LETTER)?.length ?? 0
  const latin = value.match(LATIN_LETTER)?.length ?? 0
  return latin > arabic ? { ar: '', en: value } : { ar: value, en: '' }
}

/** One alef, taa marbuta as haa, no tashkeel or tatweel, Western digits, lower case. */
function fold(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]/g, '')
    .replace(/\u0640/g, '')
    .replace(/[\u0622\u0623\u0625\u0671\u0672\u0673]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064A')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** A search answers every audience alike; unset reads as members only. */
function bioIsPublic(visibility: string): boolean {
  try {
    const parsed: unknown = JSON.parse(visibility)
    return typeof parsed === 'object' && parsed !== null && 'bio' in parsed && parsed.bio === 'public'
  } catch {
    return false
  }
}

const DIRECTORY_ANSWER = [
  'listed',
  'specialty',
  'city',
  'sort_key',
  'sort_name',
  'sort_name_en',
  'search_text',
  'full_name',
  'full_name_ar',
  'full_name_en',
  'avatar_url',
  'hospital',
  'bio',
  'bio_ar',
  'bio_en',
  'work_contacts',
  'display_preferences',
  'visibility',
] as const

/** Names and bios in both languages and an optional gender; each value moves to its script's language. */
export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(unknownDb)
  // The migration runs on the app's tables, in the shape the interface above describes.
  const db = unknownDb as unknown as Kysely<Tables>
  const binary = dialect === 'postgres' ? sql`collate "C"` : sql``
  for (const table of ['users', 'member_profiles'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('full_name_ar', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema
      .alterTable(table)
      .addColumn('full_name_en', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema.alterTable(table).addColumn('gender', 'text').execute()
  }
  await db.schema
    .alterTable('member_profiles')
    .addColumn('bio_ar', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('member_profiles')
    .addColumn('bio_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('member_profiles')
    .addColumn('sort_name_en', 'text', (c) => c.notNull().defaultTo('').modifyEnd(binary))
    .execute()
  for (const column of ['full_name_ar', 'full_name_en', 'gender']) {
    await db.schema.alterTable('cme_certificates').addColumn(column, 'text').execute()
  }

  let after = 0
  for (;;) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'full_name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()
    const last = rows[rows.length - 1]
    if (!last) break
    for (const row of rows) {
      const name = split(row.full_name)
      if (name.ar || name.en)
        await db
          .updateTable('users')
          .set({ full_name_ar: name.ar, full_name_en: name.en })
          .where('id', '=', row.id)
          .execute()
    }
    after = last.id
  }

  after = 0
  for (;;) {
    const rows = await db
      .selectFrom('member_profiles')
      .select(['user_id', 'full_name', 'bio', 'visibility', 'sort_name', 'search_text'])
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(BATCH)
      .execute()
    const last = rows[rows.length - 1]
    if (!last) break
    for (const row of rows) {
      const name = split(row.full_name)
      const bio = split(row.bio)
      const search_text = bioIsPublic(row.visibility)
        ? fold(`${row.search_text} ${row.bio}`)
        : row.search_text
      await db
        .updateTable('member_profiles')
        .set({
          full_name_ar: name.ar,
          full_name_en: name.en,
          bio_ar: bio.ar,
          bio_en: bio.en,
          sort_name_en: name.en ? row.sort_name : '',
          search_text,
        })
        .where('user_id', '=', row.user_id)
        .execute()
    }
    after = last.user_id
  }

  // Short searches match the start of either folded name, ordered by `sort_key`.
  await db.schema
    .createIndex('member_profiles_prefix_en_idx')
    .on('member_profiles')
    .columns(['listed', 'sort_name_en', 'sort_key', 'user_id'])
    .execute()

  const bump = sql`update member_directory_changes set changes = changes + 1 where id = 1`
  if (dialect === 'sqlite') {
    const changed = sql.raw(
      DIRECTORY_ANSWER.map((column) => `new.${column} is not old.${column}`).join(' or '),
    )
    await sql`drop trigger member_directory_changes_au`.execute(db)
    await sql`create trigger member_directory_changes_au after update on member_profiles when ${changed} begin ${bump}; end`.execute(
      db,
    )
  } else {
    const changed = sql.raw(
      DIRECTORY_ANSWER.map((column) => `new.${column} is distinct from old.${column}`).join(' or '),
    )
    await sql`create or replace function member_directory_changed() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'UPDATE' or ${changed} then ${bump}; end if;
        return null;
      end
    $$`.execute(db)
  }
}

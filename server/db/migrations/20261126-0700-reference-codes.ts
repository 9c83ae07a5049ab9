import type { Kysely } from 'kysely'
import { foldArabic } from './frozen/fold-arabic'
import { referenceSearchText, toReferenceValue } from './frozen/reference-lists'

/** The tables as they were when this migration ran: the columns it reads and writes. */
interface Tables {
  member_profiles: {
    user_id: number
    full_name: string
    specialty: string
    specialties: string
    city: string
    cities: string
    hospital: string
    hospitals: string
    search_text: string
  }
  users: { id: number; registered_specialty: string | null }
}

/**
 * The directory's search text as this migration wrote it: name, hospitals and city in both languages, folded.
 */
function memberSearchText(profile: {
  full_name: string
  hospital: string
  hospitals: readonly string[]
  city: string
}): string {
  return foldArabic(
    [
      profile.full_name,
      profile.hospital,
      ...profile.hospitals,
      referenceSearchText('city', profile.city),
    ].join(' '),
  )
}

const BATCH = 500

function list(text: string | null): string[] {
  if (!text) return []
  try {
    // Stored by this app as a JSON array of strings; the value is checked as unknown before use.
    const value = JSON.parse(text) as unknown
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

/** The entries as reference values, each code once, in their first order. */
function referenceList(kind: 'specialty' | 'city', text: string | null): string {
  const seen = new Set<string>()
  for (const entry of list(text)) {
    const value = toReferenceValue(kind, entry)
    if (value) seen.add(value)
  }
  return JSON.stringify([...seen])
}

/**
 * Specialties and cities become reference codes; unmatched text is kept as `other:` + the text. The search
 * text gains the city in both languages. Rows are walked in batches by key so a large directory never sits in
 * memory.
 */
export async function up(unknownDb: Kysely<unknown>): Promise<void> {
  // The migration runs on the app's own tables, in the shape `Tables` describes.
  const db = unknownDb as unknown as Kysely<Tables>
  let after = 0
  for (;;) {
    const rows = await db
      .selectFrom('member_profiles')
      .select([
        'user_id',
        'full_name',
        'specialty',
        'specialties',
        'city',
        'cities',
        'hospital',
        'hospitals',
        'search_text',
      ])
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(BATCH)
      .execute()
    if (!rows.length) break
    for (const row of rows) {
      const specialty = toReferenceValue('specialty', row.specialty)
      const city = toReferenceValue('city', row.city)
      const specialties = referenceList('specialty', row.specialties)
      const cities = referenceList('city', row.cities)
      const search_text = memberSearchText({
        full_name: row.full_name,
        hospital: row.hospital,
        hospitals: list(row.hospitals),
        city,
      })
      if (
        specialty === row.specialty &&
        city === row.city &&
        specialties === row.specialties &&
        cities === row.cities &&
        search_text === row.search_text
      )
        continue
      await db
        .updateTable('member_profiles')
        .set({ specialty, city, specialties, cities, search_text })
        .where('user_id', '=', row.user_id)
        .execute()
    }
    after = rows[rows.length - 1]!.user_id // the batch is not empty (checked above)
  }
  const registered = await db
    .selectFrom('users')
    .select('registered_specialty')
    .distinct()
    .where('registered_specialty', 'is not', null)
    .execute()
  for (const { registered_specialty: old } of registered) {
    if (old === null) continue
    const code = toReferenceValue('specialty', old)
    if (code !== old)
      await db
        .updateTable('users')
        .set({ registered_specialty: code || null })
        .where('registered_specialty', '=', old)
        .execute()
  }
}

import { foldArabic } from '@contract/fold-arabic'
import { nameSortKey } from '@contract/name-sort-key'
import { regionOfCity, toReferenceValue } from '@contract/reference-data'
import { DEFAULT_VISIBILITY } from '@contract/constants'
import { VALIDATION_CODES } from '@contract/errors'
import { bilingualWrite, singleReading, type Bilingual } from '@contract/script-language'
import {
  committeeId,
  profileDefaults,
  ProfileInputSchema,
  type DirectoryItem,
  type DirectoryQuery,
  type DirectoryResponse,
  type MemberProfileView,
  type OwnProfile,
  type ProfileData,
  type ProfilePatch,
  type VisibilityField,
  type VisibilityLevel,
} from '@contract/members'
import * as v from 'valibot'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { genderOf } from '../../lib/auth/user-fields'
import { HttpError, notFound } from '../../lib/errors'
import { parseOrThrow } from '../../lib/validation'
import { deleteReplacedAvatar } from './avatar-files'
import {
  aggregateAudienceOf,
  audienceOf,
  mayView,
  mayViewContact,
  visibleProfile,
  type Audience,
} from './privacy'
import { memoryOf, type RememberedAnswer } from './directory-memory'
import * as repo from './repository'
import { memberSearchText } from './search-text'

function json<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback
  try {
    const value: unknown = JSON.parse(text)
    // The column holds what this server wrote with JSON.stringify from the field's checked value, a T.
    return (value ?? fallback) as T
  } catch {
    return fallback
  }
}

export function profileDataOf(row: repo.ProfileRow): ProfileData {
  const input = {
    full_name: row.full_name,
    full_name_ar: row.full_name_ar,
    full_name_en: row.full_name_en,
    gender: row.gender,
    specialty: row.specialty,
    specialties: json(row.specialties, []),
    city: row.city,
    cities: json(row.cities, []),
    hospital: row.hospital,
    hospitals: json(row.hospitals, []),
    bio: row.bio,
    bio_ar: row.bio_ar,
    bio_en: row.bio_en,
    avatar_url: row.avatar_url,
    years_experience: row.years_of_experience,
    consultant_since: row.consultant_since,
    teaching_roles: json(row.teaching_roles, []),
    clinical_interests: json(row.clinical_interests, []),
    languages_spoken: json(row.languages_spoken, []),
    work_contacts: json(row.work_contacts, {}),
    clinic_location: json(row.clinic_location, {}),
    links: json(row.links, {}),
    qualifications: json(row.qualifications, []),
    fellowships: json(row.fellowships, []),
    publications: json(row.publications, []),
    association_roles: json(row.association_roles, []),
    collaboration_interests: json(row.collaboration_interests, []),
    pronouns: row.pronouns,
    display_preferences: json(row.display_preferences, {}),
    visibility: json(row.visibility, {}),
  }
  const parsed = v.safeParse(ProfileInputSchema, input)
  if (parsed.success) return parsed.output
  // A row older than a schema change: keep what still reads, default the rest.
  return v.parse(ProfileInputSchema, {
    full_name: row.full_name || '-',
    full_name_ar: row.full_name_ar,
    full_name_en: row.full_name_en,
    specialty: row.specialty || '-',
    avatar_url: null,
  })
}

/** The row to store from validated data (also used by the demo seed and the bench). */
export function profileRowOf(
  userId: number,
  data: ProfileData,
  listed: boolean,
  stamp: string,
  createdAt?: string,
): repo.ProfileRow {
  // The single name is the Arabic one, else the English one: the directory sorts and folds it.
  const fullName = data.full_name_ar || data.full_name_en || data.full_name
  return {
    user_id: userId,
    full_name: fullName,
    full_name_ar: data.full_name_ar,
    full_name_en: data.full_name_en,
    gender: data.gender,
    specialty: data.specialty,
    city: data.city,
    region: data.clinic_location.region,
    location_visibility: data.visibility.clinic_location,
    hospital: data.hospital,
    bio: data.bio,
    bio_ar: data.bio_ar,
    bio_en: data.bio_en,
    avatar_url: data.avatar_url,
    years_of_experience: data.years_experience,
    consultant_since: data.consultant_since,
    pronouns: data.pronouns,
    specialties: JSON.stringify(data.specialties),
    cities: JSON.stringify(data.cities),
    hospitals: JSON.stringify(data.hospitals),
    teaching_roles: JSON.stringify(data.teaching_roles),
    clinical_interests: JSON.stringify(data.clinical_interests),
    languages_spoken: JSON.stringify(data.languages_spoken),
    work_contacts: JSON.stringify(data.work_contacts),
    clinic_location: JSON.stringify(data.clinic_location),
    links: JSON.stringify(data.links),
    qualifications: JSON.stringify(data.qualifications),
    fellowships: JSON.stringify(data.fellowships),
    publications: JSON.stringify(data.publications),
    association_roles: JSON.stringify(data.association_roles),
    collaboration_interests: JSON.stringify(data.collaboration_interests),
    display_preferences: JSON.stringify(data.display_preferences),
    visibility: JSON.stringify(data.visibility),
    sort_name: foldArabic(fullName),
    sort_name_en: foldArabic(data.full_name_en),
    sort_key: nameSortKey(fullName),
    sort_key_en: nameSortKey(data.full_name_en || fullName, 'en'),
    // A bio is found by a search only where anyone may read it: a search answers every audience alike.
    search_text: memberSearchText(
      data.visibility.bio === 'public' ? data : { ...data, bio_ar: '', bio_en: '' },
    ),
    listed: listed ? 1 : 0,
    created_at: createdAt ?? stamp,
    updated_at: stamp,
  }
}

export function committeeRolesOf(userId: number, data: ProfileData): repo.CommitteeRoleRow[] {
  return data.association_roles
    .filter((role) => role.committee !== '')
    .map((role) => ({
      user_id: userId,
      committee_id: committeeId(role.committee),
      committee: role.committee,
      role: role.role,
      start_date: role.start_date,
      end_date: role.end_date,
    }))
}

function ownProfileOf(
  userId: number,
  data: ProfileData,
  completed: boolean,
  updatedAt: string | null,
): OwnProfile {
  return {
    id: userId,
    completed,
    updated_at: updatedAt,
    ...data,
    years_of_experience: data.years_experience,
  }
}

type User = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>

const isListable = (user: User) => user.status === 'active' && user.is_active === 1

export async function getOwnProfile(deps: AppDeps, userId: number): Promise<OwnProfile> {
  const user = await repo.findUser(deps.db, userId)
  if (!user) throw notFound('Not found', 'notFound')
  const row = await repo.findProfile(deps.db, userId)
  if (row) return ownProfileOf(userId, profileDataOf(row), user.must_complete_profile === 0, row.updated_at)
  const registered = {
    ...profileDefaults(),
    full_name: user.full_name ?? '',
    full_name_ar: user.full_name_ar,
    full_name_en: user.full_name_en,
    gender: genderOf(user.gender),
  }
  return ownProfileOf(userId, { ...registered, specialty: user.registered_specialty ?? '' }, false, null)
}

interface TextWrite {
  single: string
  ar: string
  en: string
}

/** A full save stores the pair when the body fills either, else the single field under its script's language. */
const pairOf = (write: TextWrite, stored: Bilingual<string> | undefined): Bilingual<string> =>
  bilingualWrite({ single: write.single || undefined, ar: write.ar, en: write.en }, stored)

/** Names and bios settled in pairs, the single fields read from them; a save leaving no name is refused. */
export function withBilingualTexts(
  data: ProfileData,
  stored?: { names: Bilingual<string>; bios: Bilingual<string> },
): ProfileData {
  const names = pairOf(
    { single: data.full_name, ar: data.full_name_ar, en: data.full_name_en },
    stored?.names,
  )
  if (!names.ar && !names.en)
    throw new HttpError(
      422,
      [{ msg: VALIDATION_CODES.required, loc: ['body', 'full_name'] }],
      'validationFailed',
    )
  const bios = pairOf({ single: data.bio, ar: data.bio_ar, en: data.bio_en }, stored?.bios)
  return {
    ...data,
    full_name: singleReading(names.ar, names.en),
    full_name_ar: names.ar,
    full_name_en: names.en,
    bio: singleReading(bios.ar, bios.en),
    bio_ar: bios.ar,
    bio_en: bios.en,
  }
}

/** A PATCH's pair: a sent language replaces that language only; a lone single field goes under its script's. */
function patchedPair(
  patch: { single?: string | undefined; ar?: string | undefined; en?: string | undefined },
  stored: Bilingual<string>,
): Bilingual<string> {
  if (patch.ar !== undefined || patch.en !== undefined)
    return { ar: patch.ar ?? stored.ar, en: patch.en ?? stored.en }
  if (patch.single !== undefined) return bilingualWrite({ single: patch.single }, stored)
  return stored
}

const CONTENT_COLUMNS = [
  'full_name',
  'full_name_ar',
  'full_name_en',
  'gender',
  'bio_ar',
  'bio_en',
  'specialty',
  'city',
  'region',
  'location_visibility',
  'hospital',
  'bio',
  'avatar_url',
  'years_of_experience',
  'consultant_since',
  'pronouns',
  'specialties',
  'cities',
  'hospitals',
  'teaching_roles',
  'clinical_interests',
  'languages_spoken',
  'work_contacts',
  'clinic_location',
  'links',
  'qualifications',
  'fellowships',
  'publications',
  'association_roles',
  'collaboration_interests',
  'display_preferences',
  'visibility',
] as const satisfies readonly (keyof repo.ProfileRow)[]

/** PUT: saving the same profile again changes nothing, not even updated_at, so an outbox replay is harmless. */
export async function saveOwnProfile(deps: AppDeps, userId: number, sent: ProfileData): Promise<OwnProfile> {
  const user = await repo.findUser(deps.db, userId)
  if (!user) throw notFound('Not found', 'notFound')
  const existing = await repo.findProfile(deps.db, userId)
  const storedNames = existing
    ? { ar: existing.full_name_ar, en: existing.full_name_en }
    : { ar: user.full_name_ar, en: user.full_name_en }
  const data = withBilingualTexts(sent, {
    names: storedNames,
    bios: { ar: existing?.bio_ar ?? '', en: existing?.bio_en ?? '' },
  })
  const stamp = deps.now().toISOString()
  const row = profileRowOf(userId, data, isListable(user), stamp, existing?.created_at)
  const unchanged =
    existing !== undefined &&
    user.must_complete_profile === 0 &&
    user.full_name === data.full_name &&
    user.full_name_ar === data.full_name_ar &&
    user.full_name_en === data.full_name_en &&
    user.gender === data.gender &&
    existing.listed === row.listed &&
    CONTENT_COLUMNS.every((column) => existing[column] === row[column])
  if (unchanged) return ownProfileOf(userId, profileDataOf(existing), true, existing.updated_at)
  await repo.saveProfile(deps.db, row, committeeRolesOf(userId, data), {
    full_name: data.full_name,
    full_name_ar: data.full_name_ar,
    full_name_en: data.full_name_en,
    gender: data.gender,
    updated_at: stamp,
  })
  await deleteReplacedAvatar(deps, userId, existing?.avatar_url ?? null, row.avatar_url)
  return ownProfileOf(userId, data, true, row.updated_at)
}

/** PATCH: the fields over the stored profile, read through the full schema again (a blank profile must fail). */
export async function patchOwnProfile(
  deps: AppDeps,
  userId: number,
  patch: ProfilePatch,
): Promise<OwnProfile> {
  const current = await getOwnProfile(deps, userId)
  const {
    id: _id,
    completed: _completed,
    updated_at: _updatedAt,
    years_of_experience: _years,
    ...stored
  } = current
  const names = patchedPair(
    { single: patch.full_name, ar: patch.full_name_ar, en: patch.full_name_en },
    { ar: stored.full_name_ar, en: stored.full_name_en },
  )
  const bios = patchedPair(
    { single: patch.bio, ar: patch.bio_ar, en: patch.bio_en },
    { ar: stored.bio_ar, en: stored.bio_en },
  )
  const merged = {
    ...stored,
    ...patch,
    full_name: '',
    full_name_ar: names.ar,
    full_name_en: names.en,
    bio: '',
    bio_ar: bios.ar,
    bio_en: bios.en,
  }
  return saveOwnProfile(deps, userId, parseOrThrow(ProfileInputSchema, merged, 'body'))
}

export async function getMemberProfile(
  deps: AppDeps,
  viewer: Viewer | null,
  userId: number,
): Promise<MemberProfileView> {
  const row = await repo.findProfile(deps.db, userId)
  const audience = audienceOf(viewer, userId)
  // Unlisted profiles (inactive account, incomplete profile) exist only for their owner and admins.
  if (!row || (row.listed !== 1 && audience !== 'owner' && audience !== 'admin'))
    throw notFound('Not found', 'notFound')
  return visibleProfile(userId, profileDataOf(row), audience)
}

const level = (map: Partial<Record<string, VisibilityLevel>>, field: VisibilityField): VisibilityLevel =>
  map[field] ?? DEFAULT_VISIBILITY

export function directoryItemOf(row: repo.DirectoryRow, audience: Audience): DirectoryItem {
  const visibility = json<Partial<Record<string, VisibilityLevel>>>(row.visibility, {})
  const item: DirectoryItem = {
    id: row.user_id,
    full_name: row.full_name,
    full_name_ar: row.full_name_ar,
    full_name_en: row.full_name_en,
    avatar_url: row.avatar_url,
    specialty: row.specialty,
    city: row.city,
    hospital: row.hospital,
  }
  if (mayView(level(visibility, 'bio'), audience))
    Object.assign(item, { bio: row.bio, bio_ar: row.bio_ar, bio_en: row.bio_en })
  if (mayView(level(visibility, 'work_contacts'), audience)) {
    const contacts = json<{ email?: unknown; phone?: unknown }>(row.work_contacts, {})
    const prefs = json<{ show_email_in_directory?: unknown; show_phone_in_directory?: unknown }>(
      row.display_preferences,
      {},
    )
    if (
      typeof contacts.email === 'string' &&
      contacts.email &&
      mayViewContact(prefs.show_email_in_directory === true, audience)
    )
      item.email = contacts.email
    if (
      typeof contacts.phone === 'string' &&
      contacts.phone &&
      mayViewContact(prefs.show_phone_in_directory === true, audience)
    )
      item.phone = contacts.phone
  }
  return item
}

const utf8 = new TextEncoder()

/**
 * The directory's answer as UTF-8 JSON; whole answers are remembered per audience under the change counter
 * (`./directory-memory.ts`), and a page holding the viewer's own card is built for them alone.
 */
export async function directory(
  deps: AppDeps,
  viewer: Viewer | null,
  query: DirectoryQuery,
): Promise<RememberedAnswer> {
  const words = foldArabic(query.query).split(' ').filter(Boolean)
  const memory = memoryOf(deps.db)
  const changes = await memory.changes()
  // No member has id 0: the audience for every card but the viewer's own.
  const others = audienceOf(viewer, 0)
  const ownId = others !== 'anonymous' && viewer ? viewer.id : null
  const key = JSON.stringify([
    others,
    words,
    query.specialty,
    query.city,
    query.lang,
    query.sort,
    query.page,
    query.page_size,
  ])
  const remembered = memory.answer(changes, key)
  if (remembered && (ownId === null || !remembered.ids.includes(ownId))) return remembered
  const { rows, total } = await repo.directoryPage(deps.db, {
    dialect: deps.dialect,
    words,
    specialty: query.specialty,
    city: query.city,
    lang: query.lang,
    sort: query.sort,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  })
  const response: DirectoryResponse = {
    items: rows.map((row) => directoryItemOf(row, audienceOf(viewer, row.user_id))),
    total,
    page: query.page,
    page_size: query.page_size,
  }
  const built = {
    body: utf8.encode(JSON.stringify(response)),
    ids: Int32Array.from(rows, (row) => row.user_id),
  }
  if (ownId === null || !built.ids.includes(ownId)) memory.keep(changes, key, built)
  return built
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export async function specialties(deps: AppDeps): Promise<string[]> {
  return (await repo.listedSpecialties(deps.db)).sort(byText)
}

/**
 * City codes (or `other:` + free text) grouped by region code. A known city is under its own
 * region (public knowledge, like the city); free text under the region of the clinic location
 * where the viewer may see it (as a code when it names one), else under "".
 */
export async function locations(deps: AppDeps, viewer: Viewer | null): Promise<Record<string, string[]>> {
  const map: Record<string, Set<string>> = {}
  for (const { region, city } of await repo.listedLocations(deps.db, aggregateAudienceOf(viewer))) {
    const key = regionOfCity(city) ?? toReferenceValue('region', region)
    ;(map[key] ??= new Set()).add(city)
  }
  return Object.fromEntries(Object.entries(map).map(([region, cities]) => [region, [...cities].sort(byText)]))
}

export const committees = (deps: AppDeps) => repo.committees(deps.db)

export const committeeMembers = (deps: AppDeps, committeeId: string) =>
  repo.committeeMembers(deps.db, committeeId)

/** Hidden from the directory at once; admins can still read it until the purge. */
export async function hideFromDirectory(deps: AppDeps, userId: number): Promise<void> {
  await repo.unlistProfile(deps.db, userId)
}

export async function forgetStoredFiles(deps: AppDeps, userId: number): Promise<void> {
  const row = await repo.findProfile(deps.db, userId)
  await deleteReplacedAvatar(deps, userId, row?.avatar_url ?? null, null)
}

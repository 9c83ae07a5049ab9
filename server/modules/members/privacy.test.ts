import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  VISIBILITY_FIELDS,
  VISIBILITY_LEVELS,
  committeeId,
  type VisibilityField,
  type VisibilityLevel,
} from '@contract/members'
import { bearerFor, createUser } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

/**
 * Random profiles × random visibility × display preferences, seen by every kind of viewer
 * through every read that carries profile data or derives from it: the profile and the
 * directory, but also the city/region list, the specialty list, teams, the home counters,
 * directory search and filter matches and the admin users list (the source of the CSV
 * export). Each governed value holds a unique marker; a marker may appear in an answer, and
 * a search on it may find its member, only where the rules allow it. The phone given at
 * registration belongs to the account: only the admin users list may carry it.
 */
type Viewer = 'anonymous' | 'member' | 'owner' | 'admin'
type Marker =
  Exclude<VisibilityField, 'work_contacts'> | 'email' | 'phone' | 'region' | 'clinic_hospital' | 'clinic_city'

/** The visibility field that governs each marker. */
const FIELD_OF: Record<Marker, VisibilityField> = {
  bio: 'bio',
  email: 'work_contacts',
  phone: 'work_contacts',
  clinic_location: 'clinic_location',
  region: 'clinic_location',
  clinic_hospital: 'clinic_location',
  clinic_city: 'clinic_location',
  links: 'links',
  languages_spoken: 'languages_spoken',
  publications: 'publications',
  qualifications: 'qualifications',
  clinical_interests: 'clinical_interests',
}
const MARKERS = Object.keys(FIELD_OF) as Marker[]
/** Markers a search box could be given (the phone carries no per-run tag, see below). */
const SEARCHABLE = MARKERS.filter((m) => m !== 'phone')

let t: TestApp
let memberAuth: string
let adminAuth: string
let run = 0

beforeAll(async () => {
  t = await createTestApp()
  memberAuth = await bearerFor(t.deps, (await createUser(t.deps)).id)
  adminAuth = await bearerFor(t.deps, (await createUser(t.deps, { role: 'admin' })).id)
})
afterAll(() => t.close())

const mayView = (level: VisibilityLevel, viewer: Viewer) =>
  level === 'public' ||
  (level === 'members_only' && viewer !== 'anonymous') ||
  (level === 'private' && (viewer === 'owner' || viewer === 'admin'))

function allowed(
  marker: Marker,
  viewer: Viewer,
  visibility: Record<VisibilityField, VisibilityLevel>,
  prefs: { email: boolean; phone: boolean },
): boolean {
  const visible = mayView(visibility[FIELD_OF[marker]], viewer)
  if (marker === 'email' || marker === 'phone')
    return visible && (prefs[marker] || viewer === 'owner' || viewer === 'admin')
  return visible
}

// One level per chosen field: Object.fromEntries loses the keys, which are VISIBILITY_FIELDS.
const visibilityArb = fc.record(
  Object.fromEntries(VISIBILITY_FIELDS.map((f) => [f, fc.constantFrom(...VISIBILITY_LEVELS)])) as Record<
    VisibilityField,
    fc.Arbitrary<VisibilityLevel>
  >,
)

const inText = (text: string, value: string) => text.includes(JSON.stringify(value).slice(1, -1))

describe('per-field privacy (property)', () => {
  it('no read shows, matches or counts a field for a viewer its visibility excludes', async () => {
    await fc.assert(
      fc.asyncProperty(
        visibilityArb,
        fc.boolean(),
        fc.boolean(),
        fc.string({ minLength: 0, maxLength: 30 }),
        async (visibility, showEmail, showPhone, freeText) => {
          run += 1
          const tag = `z${run}q${Math.random().toString(36).slice(2, 8)}`
          const markers: Record<Marker, string> = {
            bio: `bio${tag}`,
            email: `mail${tag}@clinic.example`,
            // In its stored E.164 form (a Saudi mobile of the 50 range), as every answer carries it.
            phone: `+9665${String(run).padStart(8, '0')}`,
            clinic_location: `dept${tag}`,
            region: `region${tag}`,
            clinic_hospital: `chosp${tag}`,
            clinic_city: `ccity${tag}`,
            links: `https://links.example/${tag}`,
            languages_spoken: `lang${tag}`,
            publications: `pub${tag}`,
            qualifications: `qual${tag}`,
            clinical_interests: `interest${tag}`,
          }
          // Card fields (no visibility choice): every viewer sees them, in every derived list.
          const card = { name: `Owner ${tag}`, city: `City ${tag}`, specialty: `Specialty ${tag}` }
          const owner = await createUser(t.deps, { mustCompleteProfile: true })
          const accountPhone = `+9661${String(run).padStart(8, '0')}`
          await t.deps.db
            .updateTable('users')
            .set({ phone: accountPhone })
            .where('id', '=', owner.id)
            .execute()
          const ownerAuth = await bearerFor(t.deps, owner.id)
          const committee = `Committee ${tag}`
          const save = await t.app.request(
            '/api/members/me/profile',
            jsonRequest(
              'PUT',
              {
                full_name: card.name,
                specialty: card.specialty,
                city: card.city,
                hospital: `Hospital ${freeText}`,
                bio: `${markers.bio} ${freeText}`,
                work_contacts: { email: markers.email, phone: markers.phone },
                clinic_location: {
                  department: markers.clinic_location,
                  region: markers.region,
                  hospital: markers.clinic_hospital,
                  city: markers.clinic_city,
                },
                links: { linkedin: markers.links },
                languages_spoken: [{ code: 'xx', label: markers.languages_spoken }],
                publications: [{ title: markers.publications }],
                qualifications: [{ title: markers.qualifications }],
                clinical_interests: [markers.clinical_interests],
                association_roles: [{ role: 'Member', committee }],
                display_preferences: {
                  show_email_in_directory: showEmail,
                  show_phone_in_directory: showPhone,
                },
                visibility,
              },
              { Authorization: ownerAuth },
            ),
          )
          expect(save.status).toBe(200)
          const prefs = { email: showEmail, phone: showPhone }
          const headers: Record<Viewer, Record<string, string>> = {
            anonymous: {},
            member: { Authorization: memberAuth },
            owner: { Authorization: ownerAuth },
            admin: { Authorization: adminAuth },
          }
          const fail = (message: string): never => {
            throw new Error(
              `${message} with visibility ${JSON.stringify(visibility)} prefs ${JSON.stringify(prefs)}`,
            )
          }
          for (const viewer of ['anonymous', 'member', 'owner', 'admin'] as const) {
            const may = (marker: Marker) => allowed(marker, viewer, visibility, prefs)
            const answers: { endpoint: string; text: string; carries: readonly Marker[] }[] = []
            const get = async (path: string) => {
              const res = await t.app.request(path, { headers: headers[viewer] })
              return { status: res.status, text: await res.text() }
            }
            const signedIn = viewer !== 'anonymous'
            const directory = await get(`/api/members/directory?query=${encodeURIComponent(card.name)}`)
            expect(directory.status).toBe(200)
            expect(directory.text).toContain(card.name)
            answers.push({ endpoint: 'directory', text: directory.text, carries: ['bio', 'email', 'phone'] })

            const profile = await get(`/api/members/${owner.id}`)
            if (!signedIn) expect(profile.status).toBe(401)
            else answers.push({ endpoint: 'profile', text: profile.text, carries: MARKERS })

            for (const path of ['/api/members/me/profile', '/api/members/me/profile-full']) {
              const own = await get(path)
              if (!signedIn) expect(own.status).toBe(401)
              // Someone else's "me" is their own profile: the owner's markers never appear there.
              else
                answers.push({ endpoint: path, text: own.text, carries: viewer === 'owner' ? MARKERS : [] })
            }

            // Cities are card fields and always listed; the region a free-text city (like these,
            // stored as `other:` + the text) is grouped under comes from the clinic location, so
            // it is shown only where the clinic location is.
            const locations = await get('/api/members/locations')
            expect(locations.status).toBe(200)
            // The body is JSON the server wrote for this route; the assertions below check the fields read.
            const groups = JSON.parse(locations.text) as Record<string, string[]>
            // region comes from the keys of groups itself.
            const regions = Object.keys(groups).filter((region) =>
              groups[region]!.includes(`other:${card.city}`),
            )
            const expectedRegions = may('region') ? [`other:${markers.region}`] : ['']
            if (JSON.stringify(regions) !== JSON.stringify(expectedRegions))
              fail(`locations as ${viewer}: ${card.city} under ${JSON.stringify(regions)}`)
            answers.push({ endpoint: 'locations', text: locations.text, carries: ['region'] })

            const specialties = await get('/api/members/specialties')
            expect(specialties.status).toBe(200)
            expect(specialties.text).toContain(card.specialty)
            answers.push({ endpoint: 'specialties', text: specialties.text, carries: [] })

            const home = await get('/api/home/stats')
            expect(home.status).toBe(200)
            answers.push({ endpoint: 'home stats', text: home.text, carries: [] })

            const teams = await get('/api/teams')
            const team = await get(`/api/teams/${committeeId(committee)}`)
            if (!signedIn) {
              expect(teams.status).toBe(401)
              expect(team.status).toBe(401)
            } else {
              expect(teams.text).toContain(committee)
              expect(team.text).toContain(card.name)
              answers.push(
                { endpoint: 'teams', text: teams.text, carries: [] },
                { endpoint: 'team', text: team.text, carries: [] },
              )
            }

            // The users list the admin CSV export is built from: account fields only.
            const users = await get(
              `/api/admin/users?search=${encodeURIComponent(owner.email)}&page_size=100`,
            )
            if (viewer === 'admin') {
              expect(users.status).toBe(200)
              expect(users.text).toContain(owner.email)
              answers.push({ endpoint: 'admin users', text: users.text, carries: [] })
            } else expect(users.status).toBe(viewer === 'anonymous' ? 401 : 403)

            for (const { endpoint, text, carries } of answers) {
              if (inText(text, accountPhone) !== (endpoint === 'admin users'))
                fail(
                  `${endpoint} as ${viewer}: the account phone ${inText(text, accountPhone) ? 'shown' : 'hidden'}`,
                )
              for (const marker of MARKERS) {
                const expected = carries.includes(marker) && may(marker)
                const shown = inText(text, markers[marker])
                if (shown !== expected)
                  fail(`${endpoint} as ${viewer}: ${marker} ${shown ? 'shown' : 'hidden'}`)
              }
            }

            // A search or filter on a value the viewer may not see neither finds the member nor counts them.
            const matches = [
              ...SEARCHABLE.map((marker) => ({
                marker,
                path: `/api/members/directory?query=${encodeURIComponent(markers[marker])}`,
              })),
              {
                marker: 'clinic_city' as const,
                path: `/api/members/directory?city=${encodeURIComponent(markers.clinic_city)}`,
              },
              {
                marker: 'region' as const,
                path: `/api/members/directory?city=${encodeURIComponent(markers.region)}`,
              },
            ]
            // (Where the viewer may see the value, a match is allowed but not required: the
            // search covers name and hospital only.)
            for (const { marker, path } of matches.filter((match) => !may(match.marker))) {
              const res = await get(path)
              expect(res.status).toBe(200)
              const body = v.parse(
                v.object({ items: v.array(v.object({ id: v.number() })), total: v.number() }),
                JSON.parse(res.text),
              )
              const found = body.items.some((item) => item.id === owner.id)
              if (found || body.total !== 0)
                fail(`${path} as ${viewer}: matched ${marker} (total ${body.total})`)
            }
          }
        },
      ),
      { numRuns: 20 },
    )
    // About a hundred requests per run (every read × every viewer): slower than the default allows.
  }, 300_000)
})

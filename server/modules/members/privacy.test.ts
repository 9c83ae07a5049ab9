import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { VISIBILITY_FIELDS, VISIBILITY_LEVELS, committeeId, type VisibilityField, type VisibilityLevel } from '@contract/members'
import { bearerFor, createUser } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

/**
 * Issue 5 / decisions §4: random profiles × random visibility × display preferences, seen by
 * every kind of viewer through every endpoint that carries profile data. Each governed field
 * holds a unique marker; a marker may appear in an answer only where the rules allow it.
 */
type Viewer = 'anonymous' | 'member' | 'owner' | 'admin'
type Marker = VisibilityField | 'email' | 'phone'

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
  level === 'public' || (level === 'members_only' && viewer !== 'anonymous') || (level === 'private' && (viewer === 'owner' || viewer === 'admin'))

function allowed(marker: Marker, viewer: Viewer, visibility: Record<VisibilityField, VisibilityLevel>, prefs: { email: boolean; phone: boolean }): boolean {
  if (marker === 'email' || marker === 'phone') {
    return mayView(visibility.work_contacts, viewer) && (prefs[marker] || viewer === 'owner' || viewer === 'admin')
  }
  // work_contacts itself carries only e-mail and phone, tested through their own markers.
  return mayView(visibility[marker], viewer)
}

const visibilityArb = fc.record(Object.fromEntries(VISIBILITY_FIELDS.map((f) => [f, fc.constantFrom(...VISIBILITY_LEVELS)])) as Record<VisibilityField, fc.Arbitrary<VisibilityLevel>>)

describe('per-field privacy (property)', () => {
  it('no endpoint shows a field to a viewer its visibility excludes', async () => {
    await fc.assert(
      fc.asyncProperty(visibilityArb, fc.boolean(), fc.boolean(), fc.string({ minLength: 0, maxLength: 30 }), async (visibility, showEmail, showPhone, freeText) => {
        run += 1
        const tag = `z${run}q${Math.random().toString(36).slice(2, 8)}`
        const markers: Record<Marker, string> = {
          bio: `bio${tag}`,
          email: `mail${tag}@clinic.example`,
          phone: `+966 5${String(run).padStart(8, '0')}`,
          work_contacts: `unused${tag}`,
          clinic_location: `dept${tag}`,
          links: `https://links.example/${tag}`,
          languages_spoken: `lang${tag}`,
          publications: `pub${tag}`,
          qualifications: `qual${tag}`,
          clinical_interests: `interest${tag}`,
        }
        const owner = await createUser(t.deps, { mustCompleteProfile: true })
        const ownerAuth = await bearerFor(t.deps, owner.id)
        const committee = `Committee ${tag}`
        const save = await t.app.request(
          '/api/members/me/profile',
          jsonRequest(
            'PUT',
            {
              full_name: `Owner ${tag}`,
              specialty: 'Spine',
              city: 'Riyadh',
              hospital: `Hospital ${freeText}`,
              bio: `${markers.bio} ${freeText}`,
              work_contacts: { email: markers.email, phone: markers.phone },
              clinic_location: { department: markers.clinic_location },
              links: { linkedin: markers.links },
              languages_spoken: [{ code: 'xx', label: markers.languages_spoken }],
              publications: [{ title: markers.publications }],
              qualifications: [{ title: markers.qualifications }],
              clinical_interests: [markers.clinical_interests],
              association_roles: [{ role: 'Member', committee }],
              display_preferences: { show_email_in_directory: showEmail, show_phone_in_directory: showPhone },
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
        const checked = (['bio', 'email', 'phone', 'clinic_location', 'links', 'languages_spoken', 'publications', 'qualifications', 'clinical_interests'] as const)
        for (const viewer of ['anonymous', 'member', 'owner', 'admin'] as const) {
          const answers: { endpoint: string; text: string; carries: readonly Marker[] }[] = []
          const get = async (path: string) => {
            const res = await t.app.request(path, { headers: headers[viewer] })
            return { status: res.status, text: await res.text() }
          }
          const directory = await get(`/api/members/directory?query=${encodeURIComponent(`Owner ${tag}`)}`)
          expect(directory.status).toBe(200)
          expect(directory.text).toContain(`Owner ${tag}`)
          answers.push({ endpoint: 'directory', text: directory.text, carries: ['bio', 'email', 'phone'] })

          const profile = await get(`/api/members/${owner.id}`)
          if (viewer === 'anonymous') expect(profile.status).toBe(401)
          else answers.push({ endpoint: 'profile', text: profile.text, carries: checked })

          for (const path of ['/api/members/me/profile', '/api/members/me/profile-full']) {
            const own = await get(path)
            if (viewer === 'anonymous') expect(own.status).toBe(401)
            // Someone else's "me" is their own profile: the owner's markers never appear there.
            else answers.push({ endpoint: path, text: own.text, carries: viewer === 'owner' ? checked : [] })
          }

          const team = await get(`/api/teams/${committeeId(committee)}`)
          if (viewer === 'anonymous') expect(team.status).toBe(401)
          else {
            expect(team.text).toContain(`Owner ${tag}`)
            answers.push({ endpoint: 'team', text: team.text, carries: [] })
          }

          for (const { endpoint, text, carries } of answers) {
            for (const marker of checked) {
              const expected = carries.includes(marker) && allowed(marker, viewer, visibility, prefs)
              const shown = text.includes(JSON.stringify(markers[marker]).slice(1, -1))
              if (shown !== expected) {
                throw new Error(`${endpoint} as ${viewer}: ${marker} ${shown ? 'shown' : 'hidden'} with visibility ${JSON.stringify(visibility)} prefs ${JSON.stringify(prefs)}`)
              }
            }
          }
        }
      }),
      { numRuns: 30 },
    )
  })
})

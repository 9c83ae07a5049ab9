import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  FIELD_AUDIENCES,
  MemberProfileViewSchema,
  OwnProfileSchema,
  PROFILE_FIELD_NAMES,
  PROFILE_FIELDS,
  PROFILE_SECTIONS,
  ProfileInputSchema,
  ProfilePatchSchema,
  VISIBILITY_FIELDS,
  defaultVisibility,
  fieldsOfSection,
  profileDefaults,
  withProfileAliases,
} from './profile-fields'

describe('the profile field table', () => {
  it.each(PROFILE_FIELD_NAMES)(
    '%s has a section, a visibility rule and a default valid for its schemas',
    (key) => {
      const spec = PROFILE_FIELDS[key]
      expect(PROFILE_SECTIONS).toContain(spec.section)
      expect(FIELD_AUDIENCES).toContain(spec.audience)
      // The default is an answer the field may carry; a body sending it saves it unchanged,
      // except a required field's blank, which a save refuses.
      expect(v.safeParse(spec.output, spec.default).success).toBe(true)
      if (spec.required) expect(v.safeParse(spec.value, spec.default).success).toBe(false)
      else expect(v.parse(spec.value, spec.default)).toEqual(spec.default)
    },
  )

  it('a full save leaves out every optional field at its default, and requires the required ones', () => {
    const parsed = v.safeParse(ProfileInputSchema, {})
    expect(parsed.success).toBe(false)
    const missing = (parsed.issues ?? []).map((issue) => v.getDotPath(issue))
    // The name is required in one language or the other: the rule across the fields speaks for `full_name`.
    expect(missing.sort()).toEqual(
      ['full_name', ...PROFILE_FIELD_NAMES.filter((key) => PROFILE_FIELDS[key].required)].sort(),
    )
    // A specialty that names no entry of the reference list is kept as free text.
    expect(v.parse(ProfileInputSchema, { full_name: 'A', specialty: 'B' })).toEqual({
      ...profileDefaults(),
      full_name: 'A',
      specialty: 'other:B',
    })
  })

  it('a patch keeps out what it does not send', () => {
    expect(v.parse(ProfilePatchSchema, { bio: ' x ' })).toEqual({ bio: 'x' })
    expect(v.parse(ProfilePatchSchema, {})).toEqual({})
  })

  it('every section of the editor has fields, and every field one section', () => {
    for (const section of PROFILE_SECTIONS) expect(fieldsOfSection(section).length).toBeGreaterThan(0)
    expect(PROFILE_SECTIONS.flatMap(fieldsOfSection).sort()).toEqual([...PROFILE_FIELD_NAMES].sort())
  })

  it('the visibility choices are the chosen fields, each members_only by default', () => {
    expect([...VISIBILITY_FIELDS].sort()).toEqual(
      [
        'bio',
        'work_contacts',
        'clinic_location',
        'links',
        'languages_spoken',
        'publications',
        'qualifications',
        'clinical_interests',
      ].sort(),
    )
    expect(Object.values(defaultVisibility())).toEqual(VISIBILITY_FIELDS.map(() => 'members_only'))
    expect(profileDefaults().visibility).toEqual(defaultVisibility())
  })

  it('answers: the own profile has every field and the alias; a view leaves out owner-only and unseen chosen fields', () => {
    const data = profileDefaults()
    const own = v.parse(OwnProfileSchema, {
      id: 1,
      completed: true,
      updated_at: null,
      ...data,
      years_of_experience: null,
    })
    expect(Object.keys(own).sort()).toEqual(
      [...PROFILE_FIELD_NAMES, 'id', 'completed', 'updated_at', 'years_of_experience'].sort(),
    )
    const viewKeys = Object.keys(MemberProfileViewSchema.entries)
    expect(viewKeys).not.toContain('visibility')
    expect(viewKeys).not.toContain('display_preferences')
    expect(viewKeys).not.toContain('years_experience')
    expect(viewKeys).toContain('years_of_experience')
    for (const key of VISIBILITY_FIELDS) expect(MemberProfileViewSchema.entries[key].type).toBe('optional')
  })

  it('bodies may name years_experience by its answer name', () => {
    expect(withProfileAliases({ years_of_experience: 3 })).toEqual({
      years_of_experience: 3,
      years_experience: 3,
    })
    expect(withProfileAliases({ years_of_experience: 3, years_experience: 4 }).years_experience).toBe(4)
  })

  it('a profile default is a fresh copy each time', () => {
    const first = profileDefaults()
    first.specialties.push('x')
    expect(profileDefaults().specialties).toEqual([])
  })
})

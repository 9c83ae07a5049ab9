import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { VALIDATION_CODES } from '@contract/errors'
import { OwnProfileSchema, ProfileInputSchema } from '@contract/members'
import { formFromProfile, payloadOf, problemsOf } from './model'

const blank = v.parse(ProfileInputSchema, { full_name: 'Dr. Test', specialty: 'Spine' })
const own = v.parse(OwnProfileSchema, {
  ...blank,
  id: 7,
  completed: true,
  updated_at: null,
  years_of_experience: 9,
  years_experience: 9,
})

describe('payloadOf', () => {
  it.each([
    ['edit', '', false],
    ['first-time', '', true],
    ['edit', '12', true],
    ['edit', '١٢', true],
    ['first-time', '۱۲', true],
  ] as const)('%s mode with years %j: key present = %s', (mode, years, present) => {
    const payload = payloadOf({ ...formFromProfile(own, 'en'), years_experience: years }, mode)
    expect('years_experience' in payload).toBe(present)
    if (years) expect(payload.years_experience).toBe(12)
  })

  it('keeps years typed as no number as text, so the contract refuses them at the field', () => {
    const payload = payloadOf({ ...formFromProfile(own, 'en'), years_experience: '١٢ سنة' }, 'edit')
    expect(payload.years_experience).toBe('١٢ سنة')
    expect(problemsOf(payload)).toEqual([
      { field: 'years_experience', path: [], code: VALIDATION_CODES.integer },
    ])
  })

  it('both modes save the lists and rows as edited (no line texts any more)', () => {
    const form = {
      ...formFromProfile(own, 'en'),
      specialties: ['Trauma', 'trauma', 'Hand'],
      qualifications: [{ title: 'MBBS', institution: 'KSU', year: 2005 }],
    }
    for (const mode of ['edit', 'first-time'] as const) {
      expect(payloadOf(form, mode).specialties).toEqual(['trauma', 'hand-upper-extremity'])
      expect(payloadOf(form, mode).qualifications).toEqual([
        { title: 'MBBS', institution: 'KSU', year: 2005 },
      ])
    }
  })

  it('edits specialties and cities as labels in the reader language and saves them as codes', () => {
    const coded = {
      ...own,
      specialty: 'spine',
      city: 'other:Ras Tanura',
      cities: ['riyadh', 'other:Ras Tanura'],
    }
    const form = formFromProfile(coded, 'ar')
    expect(form).toMatchObject({
      specialty: 'العمود الفقري',
      city: 'Ras Tanura',
      cities: ['الرياض', 'Ras Tanura'],
    })
    for (const mode of ['edit', 'first-time'] as const) {
      expect(payloadOf(form, mode)).toMatchObject({
        specialty: 'spine',
        city: 'other:Ras Tanura',
        cities: ['riyadh', 'other:Ras Tanura'],
      })
    }
    expect(payloadOf({ ...form, specialty: 'Hand & Upper Extremity' }, 'edit').specialty).toBe(
      'hand-upper-extremity',
    )
  })

  it('consultant_since is a month (yyyy-mm) on the form and the payload passes the contract', () => {
    const form = { ...formFromProfile({ ...own, consultant_since: '2019-04-01' }, 'en') }
    expect(form.consultant_since).toBe('2019-04')
    expect(v.parse(ProfileInputSchema, payloadOf(form, 'edit')).consultant_since).toBe('2019-04-01')
  })
})

describe('problemsOf', () => {
  it('reads the payload with the contract schema: one problem per field, in the editor order, with the part inside it', () => {
    const form = formFromProfile(own, 'en')
    const payload = payloadOf(
      {
        ...form,
        full_name_ar: ' ',
        full_name_en: '',
        work_contacts: { email: 'not-an-address', phone: '' },
        qualifications: [{ title: 'MBBS', institution: '', year: 1800 }],
      },
      'edit',
    )
    expect(problemsOf(payload)).toEqual([
      { field: 'full_name_ar', path: [], code: VALIDATION_CODES.required },
      { field: 'work_contacts', path: ['email'], code: VALIDATION_CODES.email },
      { field: 'qualifications', path: ['0', 'year'], code: VALIDATION_CODES.tooSmall },
    ])
    expect(problemsOf(payloadOf(form, 'edit'))).toEqual([])
  })
})

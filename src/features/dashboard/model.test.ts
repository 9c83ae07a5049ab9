import type { OwnProfile } from '@contract/members'
import { describe, expect, it } from 'vitest'
import { completenessOf } from './model'

const profile = (fields: Partial<OwnProfile>): OwnProfile =>
  // Only the fields completeness reads matter here; the rest of the answer is irrelevant to it.
  ({
    full_name: '',
    specialty: '',
    city: '',
    hospital: '',
    avatar_url: null,
    bio: '',
    years_experience: null,
    ...fields,
  }) as OwnProfile

describe('profile completeness', () => {
  it('counts the filled fields and names the first one missing', () => {
    expect(completenessOf(profile({ full_name: 'Dr. A', specialty: 'Trauma', city: 'Riyadh' }))).toEqual({
      percent: 43,
      next: 'hospital',
    })
  })
  it('treats blank text as missing and zero years as given', () => {
    expect(completenessOf(profile({ full_name: '  ', years_experience: 0 })).next).toBe('full_name')
    const all = profile({
      full_name: 'A',
      specialty: 'B',
      city: 'C',
      hospital: 'D',
      avatar_url: '/uploads/avatars/x.webp',
      bio: 'E',
      years_experience: 0,
    })
    expect(completenessOf(all)).toEqual({ percent: 100, next: undefined })
  })
})

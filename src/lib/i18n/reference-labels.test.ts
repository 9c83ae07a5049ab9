import { describe, expect, it } from 'vitest'
import { allReferenceOptions, referenceOption, referenceOptions } from './reference-labels'

describe('reference values as the reader reads them', () => {
  it('shows codes as labels in the reader language and free text as typed', () => {
    expect(referenceOption('city', 'riyadh', 'ar')).toEqual({ value: 'riyadh', label: 'الرياض', free: false })
    expect(referenceOption('city', 'riyadh', 'en')).toEqual({ value: 'riyadh', label: 'Riyadh', free: false })
    expect(referenceOption('city', 'other:Ras Tanura', 'ar')).toEqual({
      value: 'other:Ras Tanura',
      label: 'Ras Tanura',
      free: true,
    })
  })

  it('sorts options by label in the reader order, each value once, blanks dropped', () => {
    const values = ['riyadh', 'jeddah', 'abha', 'other:Boston', 'riyadh', ' ']
    expect(referenceOptions('city', values, 'ar').map((o) => o.label)).toEqual([
      'أبها',
      'الرياض',
      'جدة',
      'Boston',
    ])
    expect(referenceOptions('city', values, 'en').map((o) => o.label)).toEqual([
      'Abha',
      'Boston',
      'Jeddah',
      'Riyadh',
    ])
  })

  it('lists a whole list in its own order', () => {
    expect(allReferenceOptions('job_type', 'ar').map((o) => o.label)).toEqual([
      'دوام كامل',
      'دوام جزئي',
      'عقد مؤقت',
      'تغطية مؤقتة',
      'زمالة',
    ])
  })
})

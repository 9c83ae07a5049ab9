import { describe, expect, it } from 'vitest'
import { compareText, sortByText } from './collate'

describe('sorting in the reader’s language', () => {
  it('puts Arabic names in Arabic alphabetical order', () => {
    const names = ['يوسف', 'بدر', 'أحمد', 'سارة', 'خالد', 'عمر']
    expect(sortByText(names, 'ar', (name) => name)).toEqual(['أحمد', 'بدر', 'خالد', 'سارة', 'عمر', 'يوسف'])
  })
  it('ignores case and accents in English, and orders numbers by value', () => {
    expect(sortByText(['riyadh', 'Abha', 'Émirates', 'Dammam'], 'en', (city) => city)).toEqual(['Abha', 'Dammam', 'Émirates', 'riyadh'])
    expect(sortByText(['Ward 10', 'Ward 9'], 'en', (ward) => ward)).toEqual(['Ward 9', 'Ward 10'])
  })
  it('sorts objects by a text of theirs without changing the list it was given', () => {
    const list = [{ name: 'Jeddah' }, { name: 'Abha' }]
    expect(sortByText(list, 'en', (city) => city.name).map((city) => city.name)).toEqual(['Abha', 'Jeddah'])
    // The test has just produced this value; if it is missing the test fails right here, which is the point.
    expect(list[0]!.name).toBe('Jeddah')
  })
  it('compares in the order of the language asked for', () => {
    expect(compareText('ar')('بدر', 'أحمد')).toBeGreaterThan(0)
    expect(compareText('en')('a', 'B')).toBeLessThan(0)
  })
})

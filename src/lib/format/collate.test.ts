import { afterEach, describe, expect, it, vi } from 'vitest'
import { compareText, prepareCollator, sortByText } from './collate'

describe('sorting in the reader’s language', () => {
  it('puts Arabic names in Arabic alphabetical order', () => {
    const names = ['يوسف', 'بدر', 'أحمد', 'سارة', 'خالد', 'عمر']
    expect(sortByText(names, 'ar', (name) => name)).toEqual(['أحمد', 'بدر', 'خالد', 'سارة', 'عمر', 'يوسف'])
  })
  it('ignores case and accents in English, and orders numbers by value', () => {
    expect(sortByText(['riyadh', 'Abha', 'Émirates', 'Dammam'], 'en', (city) => city)).toEqual([
      'Abha',
      'Dammam',
      'Émirates',
      'riyadh',
    ])
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

  describe('the collator is built only when something is to be ordered', () => {
    afterEach(() => {
      vi.restoreAllMocks()
    })
    it('returns a copy of a list of fewer than two entries without building one', async () => {
      // A fresh copy of the module: the tests above have built and kept both collators.
      vi.resetModules()
      const fresh = await import('./collate')
      const Original = Intl.Collator
      const built = vi.spyOn(Intl, 'Collator').mockImplementation(function (locales, options) {
        return new Original(locales, options)
      })
      const one = [{ name: 'أبها' }]
      const sorted = fresh.sortByText(one, 'ar', (city) => city.name)
      expect(sorted).toEqual(one)
      expect(sorted).not.toBe(one)
      expect(fresh.sortByText([], 'en', String)).toEqual([])
      expect(built).not.toHaveBeenCalled()
      fresh.sortByText(['b', 'a'], 'en', String)
      expect(built).toHaveBeenCalledTimes(1)
    })
    it('prepares it at an idle moment, in a task of its own, and can be cancelled', async () => {
      const cancel = prepareCollator('en')
      expect(typeof cancel).toBe('function')
      cancel()
      await new Promise((resolve) => setTimeout(resolve, 60))
      expect(compareText('en')('b', 'a')).toBeGreaterThan(0)
    })
  })
})

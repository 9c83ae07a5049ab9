import { describe, expect, it } from 'vitest'
import { nameSortKey } from './name-sort-key'

const sorted = (names: string[]) =>
  [...names].sort((a, b) => (nameSortKey(a) < nameSortKey(b) ? -1 : nameSortKey(a) > nameSortKey(b) ? 1 : 0))
const byCodePoint = (names: string[]) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))

describe('nameSortKey', () => {
  it('orders Arabic names alphabetically where code points disagree: every alef form is alef', () => {
    const names = ['آمنة', 'أسماء', 'إبراهيم', 'احمد']
    // Code points put آ (U+0622) < أ (U+0623) < إ (U+0625) < ا (U+0627).
    expect(byCodePoint(names)).toEqual(['آمنة', 'أسماء', 'إبراهيم', 'احمد'])
    expect(sorted(names)).toEqual(['إبراهيم', 'احمد', 'أسماء', 'آمنة'])
  })

  it('agrees with the Arabic collation of Intl.Collator on names without alef forms, titles or articles', () => {
    const names = [
      'يوسف',
      'بدر',
      'ثامر',
      'تركي',
      'هند',
      'ريم',
      'زياد',
      'شهد',
      'سارة',
      'غادة',
      'عمر',
      'فهد',
      'قاسم',
      'كريم',
      'لمى',
      'مها',
      'نورة',
      'وليد',
      'جود',
      'حسن',
      'خالد',
      'دانة',
      'ذياب',
      'صالح',
      'ضحى',
      'طلال',
      'ظافر',
    ]
    const collator = new Intl.Collator('ar')
    expect(sorted(names)).toEqual([...names].sort(collator.compare))
  })

  it('agrees with the English collation on Latin names: case and accents do not count', () => {
    const names = ['zaid', 'Émile', 'emma', 'Bob', 'alice', 'Ölaf', 'oliver', 'Chloé']
    const collator = new Intl.Collator('en', { sensitivity: 'base' })
    expect(sorted(names)).toEqual([...names].sort(collator.compare))
  })

  it('leaves out leading titles, in either language and however dotted', () => {
    expect(nameSortKey('د. محمد القحطاني')).toBe(nameSortKey('محمد القحطاني'))
    expect(nameSortKey('أ.د. محمد القحطاني')).toBe(nameSortKey('محمد القحطاني'))
    expect(nameSortKey('د.محمد القحطاني')).toBe(nameSortKey('محمد القحطاني'))
    expect(nameSortKey('الدكتورة هند')).toBe(nameSortKey('هند'))
    expect(nameSortKey('Dr. Ahmed Ali')).toBe(nameSortKey('Ahmed Ali'))
    expect(nameSortKey('Prof Dr Ahmed Ali')).toBe(nameSortKey('Ahmed Ali'))
    expect(sorted(['د. ياسر', 'بدر', 'Dr. Zaid', 'Adam'])).toEqual(['بدر', 'د. ياسر', 'Adam', 'Dr. Zaid'])
  })

  it('files a family name under its letter, not under its article; a first name keeps its article', () => {
    // Code-point order puts القحطاني (ا) before بخش (ب); the reader looks for it under ق.
    expect(sorted(['محمد القحطاني', 'محمد بخش', 'محمد الزهراني'])).toEqual([
      'محمد بخش',
      'محمد الزهراني',
      'محمد القحطاني',
    ])
    expect(
      sorted(['Mohammed Al-Qahtani', 'Mohammed Bakhsh', 'Mohammed al Zahrani', 'Mohammed El-Sayed']),
    ).toEqual(['Mohammed Bakhsh', 'Mohammed Al-Qahtani', 'Mohammed El-Sayed', 'Mohammed al Zahrani'])
    expect(sorted(['الياس', 'بدر', 'يوسف'])).toEqual(['الياس', 'بدر', 'يوسف'])
  })

  it('reads "عبد الله" and "عبدالله" (and Abdul Rahman / Abdulrahman) as one name', () => {
    expect(nameSortKey('عبد الله الغامدي')).toBe(nameSortKey('عبدالله الغامدي'))
    expect(nameSortKey('Abdul Rahman Ali')).toBe(nameSortKey('Abdulrahman Ali'))
    expect(sorted(['عبدالله', 'عبد الرحمن', 'عبدالعزيز'])).toEqual(['عبد الرحمن', 'عبدالعزيز', 'عبدالله'])
  })

  it('puts Arabic names before Latin ones, digits first, other scripts last', () => {
    expect(sorted(['Zaid', 'يوسف', 'Adam', 'أحمد', 'Иван', '3M'])).toEqual([
      '3M',
      'أحمد',
      'يوسف',
      'Adam',
      'Zaid',
      'Иван',
    ])
  })

  it('sorts a shorter name before its longer forms, word by word', () => {
    expect(sorted(['محمد علي', 'محمد', 'محمدين'])).toEqual(['محمد', 'محمد علي', 'محمدين'])
    expect(sorted(['Ann Lee', 'Ann', 'Anna'])).toEqual(['Ann', 'Ann Lee', 'Anna'])
  })

  it('sorts taa marbuta, alef maqsura and hamza seats as the search folds them', () => {
    expect(nameSortKey('فاطمة')).toBe(nameSortKey('فاطمه'))
    expect(nameSortKey('مصطفى')).toBe(nameSortKey('مصطفي'))
    expect(nameSortKey('لؤي')).toBe(nameSortKey('لوي'))
  })

  it('gives every name a key, even one made only of a title or of marks', () => {
    expect(nameSortKey('د.')).not.toBe('')
    expect(nameSortKey('')).toBe('')
  })

  it('puts Latin names first in the English order, each script in its own order as before', () => {
    const byEnglish = (names: string[]) =>
      [...names].sort((a, b) =>
        nameSortKey(a, 'en') < nameSortKey(b, 'en')
          ? -1
          : nameSortKey(a, 'en') > nameSortKey(b, 'en')
            ? 1
            : 0,
      )
    expect(byEnglish(['محمد', 'Zaid Al-Harbi', 'أحمد', 'Dr. Ahmed Al-Qahtani'])).toEqual([
      'Dr. Ahmed Al-Qahtani',
      'Zaid Al-Harbi',
      'أحمد',
      'محمد',
    ])
    expect(nameSortKey('محمد القحطاني', 'en')).not.toBe(nameSortKey('محمد القحطاني'))
    expect(nameSortKey('Dr. Ahmed', 'en')).toBe(nameSortKey('Ahmed', 'en'))
  })
})

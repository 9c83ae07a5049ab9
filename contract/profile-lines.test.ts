import { describe, expect, it } from 'vitest'
import {
  addToList,
  cleanLanguages,
  cleanList,
  formatAssociationRoles,
  formatLanguages,
  formatPublications,
  formatQualifications,
  parseAssociationRoles,
  parseCommaList,
  parseLanguages,
  parsePublications,
  parseQualifications,
  parseTeachingRoles,
  parseYear,
} from './profile-lines'

describe('list editors (empty entries and case-insensitive duplicates ignored)', () => {
  it.each([
    [[], []],
    [
      ['Spine', '', '  ', 'spine', 'SPINE ', 'Trauma'],
      ['Spine', 'Trauma'],
    ],
    [[' Hand & Upper Extremity '], ['Hand & Upper Extremity']],
    [
      ['الرياض', 'الرياض', 'جدة'],
      ['الرياض', 'جدة'],
    ],
  ])('cleanList(%j) → %j', (input, expected) => {
    expect(cleanList(input)).toEqual(expected)
  })

  it.each([
    [['Spine'], 'spine', ['Spine']],
    [['Spine'], '  ', ['Spine']],
    [['Spine'], ' Trauma ', ['Spine', 'Trauma']],
  ])('addToList(%j, %j) → %j', (list, entry, expected) => {
    expect(addToList(list, entry)).toEqual(expected)
  })

  it.each([
    [
      [
        { code: 'en', label: 'English' },
        { code: 'EN', label: 'Again' },
      ],
      [{ code: 'en', label: 'English' }],
    ],
    [
      [
        { code: '', label: 'No code' },
        { code: 'fr', label: '' },
        { code: 'ar', label: 'العربية' },
      ],
      [{ code: 'ar', label: 'العربية' }],
    ],
    [[{ code: ' en ', label: ' English ' }], [{ code: 'en', label: 'English' }]],
  ])('cleanLanguages: code/label pairs need both parts and unique codes', (input, expected) => {
    expect(cleanLanguages(input)).toEqual(expected)
  })
})

describe('edit-mode line formats', () => {
  it.each([
    ['', []],
    ['Spine, Trauma', ['Spine', 'Trauma']],
    [' , Spine,,spine , ', ['Spine']],
    ['الرياض، جدة', ['الرياض', 'جدة']],
  ])('comma list %j → %j', (text, expected) => {
    expect(parseCommaList(text)).toEqual(expected)
  })

  it.each([
    [
      'en:English, ar:العربية',
      [
        { code: 'en', label: 'English' },
        { code: 'ar', label: 'العربية' },
      ],
    ],
    [':Nothing, French, fr:Français', [{ code: 'fr', label: 'Français' }]],
    ['en:English, EN:Duplicate, de:', [{ code: 'en', label: 'English' }]],
    ['', []],
  ])('languages %j → %j (entries without a code dropped)', (text, expected) => {
    expect(parseLanguages(text)).toEqual(expected)
  })

  it.each([
    ['2015', 2015],
    [' 2015 ', 2015],
    ['2015.9', 2015],
    ['', null],
    ['abc', null],
    [undefined, null],
  ])('year %j → %j (parsed as an integer)', (text, expected) => {
    expect(parseYear(text)).toBe(expected)
  })

  it('qualifications: title|institution|year, one per line, blank lines dropped', () => {
    expect(
      parseQualifications('MBBS|King Saud University|2005\n\n  \nFRCSC | RCPSC | 2012\nFellowship'),
    ).toEqual([
      { title: 'MBBS', institution: 'King Saud University', year: 2005 },
      { title: 'FRCSC', institution: 'RCPSC', year: 2012 },
      { title: 'Fellowship', institution: '', year: null },
    ])
  })

  it('publications: title|venue|year|doi|url', () => {
    expect(parsePublications('Outcomes|JMSR|2023|10.1/x|https://doi.org/10.1/x\r\nOnly a title')).toEqual([
      { title: 'Outcomes', venue: 'JMSR', year: 2023, doi: '10.1/x', url: 'https://doi.org/10.1/x' },
      { title: 'Only a title', venue: '', year: null, doi: '', url: '' },
    ])
  })

  it('association roles: role|committee|start_date|end_date', () => {
    expect(parseAssociationRoles('Chair|Scientific Committee|2024-01-01|\n|||')).toEqual([
      { role: 'Chair', committee: 'Scientific Committee', start_date: '2024-01-01', end_date: '' },
    ])
  })

  it('teaching roles: role|institution|year', () => {
    expect(parseTeachingRoles('Program Director|SCFHS|2021')).toEqual([
      { role: 'Program Director', institution: 'SCFHS', year: 2021 },
    ])
  })

  it('formats back to the same lines (a round trip keeps the data)', () => {
    const qualifications = [
      { title: 'MBBS', institution: 'KSU', year: 2005 },
      { title: 'Board', institution: '', year: null },
    ]
    expect(parseQualifications(formatQualifications(qualifications))).toEqual(qualifications)
    const publications = [{ title: 'A', venue: 'B', year: 2020, doi: 'd', url: 'https://x.example' }]
    expect(parsePublications(formatPublications(publications))).toEqual(publications)
    const roles = [{ role: 'Chair', committee: 'Ethics', start_date: '2024-01-01', end_date: '2025-12-31' }]
    expect(parseAssociationRoles(formatAssociationRoles(roles))).toEqual(roles)
    const languages = [
      { code: 'en', label: 'English' },
      { code: 'ar', label: 'العربية' },
    ]
    expect(parseLanguages(formatLanguages(languages))).toEqual(languages)
  })
})

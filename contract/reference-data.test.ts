import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { RegisterRequestSchema } from './auth'
import { EVENT_TYPES } from './events'
import { JOB_CATEGORIES, JOB_EXPERIENCE_LEVELS, JOB_TYPES } from './jobs'
import { DirectoryQuerySchema, DirectorySearchSchema, ProfileInputSchema } from './members'
import {
  CITIES,
  codesOf,
  isFreeText,
  parseReferenceValue,
  REFERENCE_LISTS,
  referenceKey,
  referenceLabel,
  referenceSearchText,
  REGIONS,
  regionOfCity,
  toReferenceValue,
  type ReferenceEntry,
  type ReferenceKind,
} from './reference-data'
import { RESOURCE_CATEGORIES, RESOURCE_FILE_TYPES } from './resources'

const kinds = Object.keys(REFERENCE_LISTS) as ReferenceKind[] // the keys of a literal object
const entriesOf = (kind: ReferenceKind): readonly ReferenceEntry[] => REFERENCE_LISTS[kind]
const ARABIC = /[\u0600-\u06FF]/

describe('the reference lists', () => {
  it.each(kinds)('%s: every entry has a code, an Arabic and an English label; codes are unique', (kind) => {
    const entries = entriesOf(kind)
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) {
      expect(entry.code).toMatch(/^[a-z][a-z0-9-]*$/)
      expect(entry.ar.trim()).not.toBe('')
      expect(entry.en.trim()).not.toBe('')
      expect(entry.ar, `${kind}.${entry.code} is written in Arabic`).toMatch(ARABIC)
      expect(entry.en, `${kind}.${entry.code} is written in English`).not.toMatch(ARABIC)
    }
    expect(new Set(entries.map((e) => e.code)).size).toBe(entries.length)
  })

  it.each(kinds)('%s: no label or other spelling names two entries', (kind) => {
    const owner = new Map<string, string>()
    for (const entry of entriesOf(kind)) {
      for (const text of [entry.code, entry.en, entry.ar, ...(entry.aliases ?? [])]) {
        const key = referenceKey(text)
        const previous = owner.get(key)
        expect(
          previous === undefined || previous === entry.code,
          `${text} names ${previous} and ${entry.code}`,
        ).toBe(true)
        owner.set(key, entry.code)
      }
    }
  })

  it('every city is in a region of the list', () => {
    const regions = new Set<string>(codesOf(REGIONS))
    for (const city of CITIES) expect(regions.has(city.region), city.code).toBe(true)
    expect(regionOfCity('jeddah')).toBe('makkah')
    expect(regionOfCity('other:Boston')).toBeUndefined()
  })

  it('the picklists of jobs, events and resources are the codes of their lists, in order', () => {
    expect([...JOB_TYPES]).toEqual(['full-time', 'part-time', 'contract', 'locum', 'fellowship'])
    expect([...JOB_EXPERIENCE_LEVELS]).toEqual(['entry', 'mid', 'senior', 'consultant'])
    expect([...JOB_CATEGORIES]).toEqual(['clinical', 'surgical', 'academic', 'research', 'administrative'])
    expect([...EVENT_TYPES]).toEqual([
      'conference',
      'workshop',
      'webinar',
      'symposium',
      'training',
      'meeting',
      'course',
      'other',
    ])
    expect([...RESOURCE_CATEGORIES]).toEqual(['document', 'guideline', 'research', 'presentation', 'video'])
    expect([...RESOURCE_FILE_TYPES]).toEqual(['pdf', 'docx', 'xlsx', 'csv', 'txt', 'png', 'jpg', 'link'])
  })
})

describe('typed text and codes', () => {
  it('maps a label in either language, folded, or another spelling to its code', () => {
    expect(toReferenceValue('city', 'Riyadh')).toBe('riyadh')
    expect(toReferenceValue('city', '  riyadh ')).toBe('riyadh')
    expect(toReferenceValue('city', 'الرياض')).toBe('riyadh')
    expect(toReferenceValue('city', 'جده')).toBe('jeddah')
    expect(toReferenceValue('city', 'مكه المكرمه')).toBe('makkah')
    expect(toReferenceValue('city', 'الاحساء')).toBe('al-ahsa')
    expect(toReferenceValue('city', 'Mecca')).toBe('makkah')
    expect(toReferenceValue('specialty', 'Hand and Upper Extremity')).toBe('hand-upper-extremity')
    expect(toReferenceValue('specialty', 'hip & knee (arthroplasty)')).toBe('hip-knee')
    expect(toReferenceValue('specialty', 'العمود الفقري')).toBe('spine')
    expect(toReferenceValue('region', 'Eastern Province')).toBe('eastern')
    expect(toReferenceValue('event_place', 'online')).toBe('online')
  })

  it('keeps anything else as other: + the text as typed; applying it again changes nothing', () => {
    expect(toReferenceValue('city', ' Ras Tanura ')).toBe('other:Ras Tanura')
    expect(toReferenceValue('city', 'other:Ras Tanura')).toBe('other:Ras Tanura')
    expect(toReferenceValue('city', 'other:Riyadh')).toBe('riyadh')
    expect(toReferenceValue('city', '')).toBe('')
    expect(toReferenceValue('city', 'other: ')).toBe('')
    for (const kind of kinds)
      for (const entry of entriesOf(kind)) expect(toReferenceValue(kind, entry.code)).toBe(entry.code)
  })

  it('reads a stored value as its label in the reader language, free text as typed', () => {
    expect(referenceLabel('city', 'riyadh', 'ar')).toBe('الرياض')
    expect(referenceLabel('city', 'riyadh', 'en')).toBe('Riyadh')
    expect(referenceLabel('specialty', 'other:Knee Arthroscopy', 'ar')).toBe('Knee Arthroscopy')
    expect(referenceLabel('specialty', 'Written before codes', 'en')).toBe('Written before codes')
    expect(parseReferenceValue('city', 'other:Boston')).toEqual({ code: 'other', text: 'Boston' })
    expect(parseReferenceValue('city', 'dammam')).toEqual({ code: 'dammam', text: '' })
    expect(isFreeText('city', 'other:Boston')).toBe(true)
    expect(isFreeText('city', 'dammam')).toBe(false)
    expect(isFreeText('city', '')).toBe(false)
    expect(referenceSearchText('city', 'jeddah')).toBe('Jeddah جدة')
    expect(referenceSearchText('city', 'other:Boston')).toBe('Boston')
  })
})

describe('schemas that carry codes', () => {
  it('a saved profile carries codes, each list entry once', () => {
    const saved = v.parse(ProfileInputSchema, {
      full_name: 'x',
      specialty: 'Spine',
      specialties: ['Spine', 'العمود الفقري', 'Knee Arthroscopy'],
      city: 'جدة',
      cities: ['Jeddah', 'other:Ras Tanura', 'ras tanura'],
    })
    expect(saved).toMatchObject({
      specialty: 'spine',
      specialties: ['spine', 'other:Knee Arthroscopy'],
      city: 'jeddah',
      cities: ['jeddah', 'other:Ras Tanura'],
    })
  })

  it('a free value at the length limit reads back through the same schema', () => {
    const long = 'x'.repeat(200)
    const saved = v.parse(ProfileInputSchema, { full_name: 'x', specialty: long, city: long })
    expect(saved.specialty).toBe(`other:${long}`)
    expect(v.parse(ProfileInputSchema, saved).specialty).toBe(`other:${long}`)
    expect(v.safeParse(ProfileInputSchema, { full_name: 'x', specialty: `${long}x` }).success).toBe(false)
  })

  it('directory filters and the /members address read a label in either language as its code', () => {
    expect(v.parse(DirectoryQuerySchema, { specialty: 'Spine', city: 'الدمام' })).toMatchObject({
      specialty: 'spine',
      city: 'dammam',
    })
    expect(v.parse(DirectorySearchSchema, { specialty: 'Spine', city: 'Abha' })).toMatchObject({
      specialty: 'spine',
      city: 'abha',
    })
    expect(v.parse(DirectorySearchSchema, { city: 'other:Ras Tanura' })).toMatchObject({
      city: 'other:Ras Tanura',
    })
    expect(v.parse(DirectoryQuerySchema, {})).toMatchObject({ specialty: '', city: '' })
  })

  it('registration takes a specialty code (or an older app English name) and nothing else', () => {
    const base = { email: 'a@b.example', password: 'Secret-pass-1' }
    expect(v.parse(RegisterRequestSchema, { ...base, specialty: 'trauma' }).specialty).toBe('trauma')
    expect(v.parse(RegisterRequestSchema, { ...base, specialty: 'Trauma' }).specialty).toBe('trauma')
    expect(v.safeParse(RegisterRequestSchema, { ...base, specialty: 'Cardiology' }).success).toBe(false)
  })
})

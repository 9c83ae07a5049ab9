import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { defaultCredits, SessionWriteSchema } from './programme'

const at = (minutes: number) => new Date(Date.UTC(2099, 4, 10, 6, minutes)).toISOString()

describe('default CME credits', () => {
  it('gives one credit per hour, rounded down to a quarter', () => {
    expect(defaultCredits(at(0), at(60), 'lecture')).toBe(1)
    expect(defaultCredits(at(0), at(90), 'lecture')).toBe(1.5)
    expect(defaultCredits(at(0), at(50), 'lecture')).toBe(0.75)
    expect(defaultCredits(at(0), at(14), 'lecture')).toBe(0)
    expect(defaultCredits(at(0), at(0), 'lecture')).toBe(0)
    expect(defaultCredits(at(60), at(0), 'lecture')).toBe(0)
    expect(defaultCredits('not a date', at(0), 'lecture')).toBe(0)
  })

  it('never passes the most a session can earn', () => {
    expect(defaultCredits(at(0), at(60 * 48), 'lecture')).toBe(24)
  })

  it('gives a break none, however long, and every other type its length', () => {
    expect(defaultCredits(at(0), at(30), 'break')).toBe(0)
    expect(defaultCredits(at(0), at(90), 'break')).toBe(0)
    expect(defaultCredits(at(0), at(90), 'workshop')).toBe(1.5)
    expect(defaultCredits(at(0), at(60), 'ceremony')).toBe(1)
  })
})

describe('session writes', () => {
  const base = { title_en: 'Keynote', starts_at: at(0), ends_at: at(45) }

  it('accepts credits in quarters only', () => {
    expect(v.safeParse(SessionWriteSchema, { ...base, cme_credits: 1.25 }).success).toBe(true)
    expect(v.safeParse(SessionWriteSchema, { ...base, cme_credits: 1.3 }).success).toBe(false)
    expect(v.safeParse(SessionWriteSchema, { ...base, cme_credits: -0.25 }).success).toBe(false)
  })

  it('wants an end after the start and a named speaker', () => {
    expect(v.safeParse(SessionWriteSchema, { ...base, ends_at: at(0) }).success).toBe(false)
    expect(v.safeParse(SessionWriteSchema, { ...base, ends_at: '' }).success).toBe(false)
    expect(v.safeParse(SessionWriteSchema, { ...base, speakers: [{ affiliation_en: 'KSU' }] }).success).toBe(
      false,
    )
    const parsed = v.parse(SessionWriteSchema, { ...base, speakers: [{ name_ar: 'د. علي', photo_url: '' }] })
    expect(parsed).toMatchObject({
      type: 'lecture',
      cme_credits: null,
      room: '',
      speakers: [{ name_ar: 'د. علي', name_en: '', photo_url: null }],
    })
  })
})

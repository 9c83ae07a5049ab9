import { describe, expect, it } from 'vitest'
import {
  bilingualListWrite,
  bilingualWrite,
  scriptLanguageOf,
  singleListReading,
  singleReading,
  splitListByScript,
  splitTextByScript,
} from './script-language'

describe('scriptLanguageOf', () => {
  it('reads Arabic and English text by their letters', () => {
    expect(scriptLanguageOf('فندق فيرمونت، الرياض')).toBe('ar')
    expect(scriptLanguageOf('Fairmont Riyadh, Business Gate, Riyadh')).toBe('en')
    expect(scriptLanguageOf('مُستشفى')).toBe('ar') // tashkeel is not a letter, the word still reads as Arabic
    expect(scriptLanguageOf('Café Élysée')).toBe('en')
  })

  it('goes by the script most letters are in', () => {
    expect(scriptLanguageOf('مستشفى الملك فيصل التخصصي KFSH')).toBe('ar')
    expect(scriptLanguageOf('King Faisal Specialist Hospital (مستشفى)')).toBe('en')
  })

  it('reads a text without letters as Arabic', () => {
    expect(scriptLanguageOf('')).toBe('ar')
    expect(scriptLanguageOf('١٢٣ - 456')).toBe('ar')
  })
})

describe('splitting by script', () => {
  it('puts one text under its language, trimmed', () => {
    expect(splitTextByScript('  Riyadh ')).toEqual({ ar: '', en: 'Riyadh' })
    expect(splitTextByScript('الرياض')).toEqual({ ar: 'الرياض', en: '' })
    expect(splitTextByScript('   ')).toEqual({ ar: '', en: '' })
  })

  it('splits a list item by item', () => {
    expect(splitListByScript(['membership', 'عضوية', ' ', 'handbook'])).toEqual({
      ar: ['عضوية'],
      en: ['membership', 'handbook'],
    })
  })
})

describe('single readings', () => {
  it('are the Arabic value, else the English one', () => {
    expect(singleReading('الرياض', 'Riyadh')).toBe('الرياض')
    expect(singleReading('', 'Riyadh')).toBe('Riyadh')
    expect(singleListReading([], ['a', 'b'])).toEqual(['a', 'b'])
    expect(singleListReading(['أ'], ['a'])).toEqual(['أ'])
  })
})

describe('bilingualWrite', () => {
  const stored = { ar: 'فندق فيرمونت', en: 'Fairmont Riyadh' }

  it('stores both languages when the write fills either', () => {
    expect(bilingualWrite({ ar: 'الرياض', en: 'Riyadh', single: 'ignored' })).toEqual({
      ar: 'الرياض',
      en: 'Riyadh',
    })
    expect(bilingualWrite({ en: 'Riyadh' }, stored)).toEqual({ ar: '', en: 'Riyadh' })
    expect(bilingualWrite({ ar: '', en: '' }, stored)).toEqual({ ar: '', en: '' })
  })

  it('stores a lone single field under the language of its script', () => {
    expect(bilingualWrite({ single: 'Hilton Jeddah' })).toEqual({ ar: '', en: 'Hilton Jeddah' })
    expect(bilingualWrite({ single: 'هيلتون جدة', ar: '', en: '' })).toEqual({ ar: 'هيلتون جدة', en: '' })
    expect(bilingualWrite({ single: 'Hilton Jeddah' }, stored)).toEqual({ ar: '', en: 'Hilton Jeddah' })
  })

  it('keeps the stored pair when the single field sent back is what it reads as', () => {
    expect(bilingualWrite({ single: 'فندق فيرمونت' }, stored)).toEqual(stored)
    expect(bilingualWrite({ single: 'Fairmont Riyadh' }, { ar: '', en: 'Fairmont Riyadh' })).toEqual({
      ar: '',
      en: 'Fairmont Riyadh',
    })
  })

  it('lists: both lists, else the single list item by item, else the stored pair it reads as', () => {
    const lists = { ar: ['عضوية'], en: ['membership'] }
    expect(bilingualListWrite({ ar: ['دليل'], single: ['x'] })).toEqual({ ar: ['دليل'], en: [] })
    expect(bilingualListWrite({ single: ['membership', 'دليل'] })).toEqual({
      ar: ['دليل'],
      en: ['membership'],
    })
    expect(bilingualListWrite({ single: ['عضوية'] }, lists)).toEqual(lists)
    expect(bilingualListWrite({ single: null })).toEqual({ ar: [], en: [] })
  })
})

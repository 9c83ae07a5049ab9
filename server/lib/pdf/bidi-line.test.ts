import { describe, expect, it } from 'vitest'
import { layoutParagraph, paragraphDirection, type Measure } from './bidi-line'

// Every character is 1 unit wide: widths are character counts.
const measure: Measure = (text) => [...text].length

const visual = (text: string, direction: 'rtl' | 'ltr', width = 1000) =>
  layoutParagraph(text, direction, width, measure).map((line) => line.tokens.map((token) => token.logical))

describe('bidirectional line layout', () => {
  it('orders Arabic words right to left and keeps numbers and English words left to right', () => {
    const [line = []] = visual('صدر عام ٢٠٢٦ عن CME Category 1 للأعضاء', 'rtl')
    // Tokens from left to right: the last logical word first; the English phrase keeps its order.
    expect(line.filter((token) => token.trim())).toEqual([
      'للأعضاء',
      'CME',
      'Category',
      '1',
      'عن',
      '٢٠٢٦',
      'عام',
      'صدر',
    ])
  })

  it('draws Arabic letters shaped by the font engine, and Arabic-Indic digits one by one in reading order', () => {
    const tokens = layoutParagraph('عام ٢٠٢٦', 'rtl', 1000, measure).flatMap((line) => line.tokens)
    expect(tokens.find((token) => token.logical === '٢٠٢٦')).toMatchObject({
      mode: 'chars',
      text: '٢٠٢٦',
      face: 'arabic',
    })
    expect(tokens.find((token) => token.logical === 'عام')).toMatchObject({ mode: 'shaped', face: 'arabic' })
  })

  it('reverses and mirrors brackets read right to left', () => {
    const texts = layoutParagraph('الطبعة (الأولى)', 'rtl', 1000, measure).flatMap((line) =>
      line.tokens.map((token) => token.text),
    )
    // Visually, from the left: the closing bracket drawn as "(", the word, the opening one drawn as ")".
    expect(texts.slice(0, 3)).toEqual(['(', 'الأولى', ')'])
  })

  it('keeps an Arabic phrase inside English in its own right-to-left order', () => {
    const [line = []] = visual('The handbook دليل العضوية was issued in 2026', 'ltr')
    expect(line.filter((token) => token.trim())).toEqual([
      'The',
      'handbook',
      'العضوية',
      'دليل',
      'was',
      'issued',
      'in',
      '2026',
    ])
  })

  it('lets a left-to-right mark keep a code that starts with digits in its order, and draws no mark', () => {
    // Without the mark the leading number would be placed to the right of the rest.
    const [line = []] = visual('رقم الاعتماد: \u200E2026-OR-1234\u200E', 'rtl')
    expect(line.join('')).not.toMatch(/[\u200E]/)
    expect(line.filter((token) => token.trim()).slice(0, 1)).toEqual(['2026-OR-1234'])
    const [plain = []] = visual('رقم الاعتماد: 2026-OR-1234', 'rtl')
    expect(plain.filter((token) => token.trim()).slice(0, 2)).toEqual(['OR-1234', '-'])
  })

  it('breaks lines between words within the width, without trailing spaces', () => {
    const lines = layoutParagraph('واحد اثنان ثلاثة أربعة', 'rtl', 12, measure)
    expect(lines.map((line) => line.width)).toEqual([10, 11])
    expect(lines.map((line) => line.tokens.map((token) => token.logical).join(''))).toEqual([
      'اثنان واحد',
      'أربعة ثلاثة',
    ])
  })

  it('takes the direction of the first strong character', () => {
    expect(paragraphDirection('٢٠٢٦ دليل Handbook', 'auto')).toBe('rtl')
    expect(paragraphDirection('2026 Handbook دليل', 'auto')).toBe('ltr')
    expect(paragraphDirection('Handbook', 'rtl')).toBe('rtl')
  })
})

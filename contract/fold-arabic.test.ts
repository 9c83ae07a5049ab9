import { describe, expect, it } from 'vitest'
import { foldArabic } from './fold-arabic'

describe('foldArabic', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إبراهيم', 'ابراهيم'],
    ['آمنة', 'امنه'],
    ['مستشفى', 'مستشفي'],
    ['الجمعيّة', 'الجمعيه'],
    ['مُؤتمَر', 'موتمر'],
    ['جـــراحة', 'جراحه'],
    ['٢٠٢٦', '2026'],
    ['۱۲', '12'],
    ['Spine  SURGERY ', 'spine surgery'],
    ['مسائل', 'مسايل'],
  ])('folds %s to %s', (input, expected) => {
    expect(foldArabic(input)).toBe(expected)
  })

  it('makes differently written forms of one word equal', () => {
    expect(foldArabic('المؤتمر السنوي لجراحة العظام')).toBe(foldArabic('المؤتمر السنوى لجراحه العظام'))
  })
})

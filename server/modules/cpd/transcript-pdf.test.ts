import type { CpdActivity, CpdExternalActivity } from '@contract/cpd'
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { rgbaPixels } from '../../lib/pdf/pixel-diff'
import { pdfPageCount, pdfPagePng, pdfText } from '../../lib/pdf/poppler'
import { renderTranscriptPdf, type TranscriptPdfFacts } from './transcript-pdf'

const PORTAL: CpdActivity = {
  source: 'portal',
  certificate_code: '2K7Q-MXH9-PA4D',
  event_id: 3,
  title_ar: 'المؤتمر السنوي لجراحة العظام',
  title_en: 'Annual Orthopedic Congress',
  accreditation_number: 'SCFHS-2026-77',
  activity_type: 'conference',
  date: '2026-03-11',
  hours: 12.75,
  counted: true,
  duplicate: false,
}

const external = (n: number, more: Partial<CpdExternalActivity> = {}): CpdExternalActivity => ({
  source: 'external',
  id: n,
  title: `Knee arthroscopy course ${n}`,
  provider: 'Saudi Knee Society',
  accreditation_number: `EXT-${n}`,
  activity_type: 'course',
  date: '2025-05-04',
  hours: 4.25,
  file: null,
  distinct: false,
  counted: true,
  duplicate: false,
  ...more,
})

const FACTS: TranscriptPdfFacts = {
  code: 'CPD-2K7Q-MXH9-PA4D',
  full_name: 'د. ريم بنت عبدالله الزهراني',
  full_name_ar: 'د. ريم بنت عبدالله الزهراني',
  full_name_en: 'Dr. Reem Alzahrani',
  registration_number: '12-R-3456',
  cycle: { start: '2024-01-01', end: '2028-12-31' },
  required_hours: 150,
  earned_hours: 17,
  activities: [
    PORTAL,
    external(1),
    external(2, {
      accreditation_number: 'SCFHS-2026-77',
      date: '2026-03-11',
      counted: false,
      duplicate: true,
    }),
  ],
  issued_at: '2026-12-02T09:00:00Z',
  verify_url: 'https://portal.example.sa/cpd/verify/CPD-2K7Q-MXH9-PA4D',
}

describe('the CPD transcript PDF', () => {
  it('reads back in both languages: names, licence number, every activity with its hours and number, the totals', async () => {
    const pdf = await renderTranscriptPdf(FACTS)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfPageCount(pdf)).toBe(1)
    const text = pdfText(pdf).replace(/\s+/g, ' ')
    for (const line of [
      'Saudi Orthopedic Society',
      'CPD Transcript',
      'Name: Dr. Reem Alzahrani',
      'SCFHS registration number: 12-R-3456',
      'Licence cycle: 1 January 2024 to 31 December 2028',
      'Hours counted: 17',
      'Hours required: 150',
      'Hours remaining: 133',
      'Activities: 3',
      'Issued on: 2 December 2026',
      'Annual Orthopedic Congress',
      'Knee arthroscopy course 1',
      'SCFHS-2026-77',
      'EXT-1',
      '12.75',
      '4.25',
      'Duplicate, not counted',
      'portal.example.sa/cpd/verify',
      'CPD-2K7Q-MXH9-PA4D',
      'Page 1 of 1',
    ])
      expect(text).toContain(line)
    // Arabic, shaped and in logical order, with Arabic-Indic digits in the Arabic half.
    for (const line of [
      'الجمعية السعودية لجراحة العظام',
      'كشف ساعات التطوير المهني المستمر',
      // pdftotext moves the dot of "د." (a known poppler limit).
      'ريم بنت عبدالله الزهراني',
      'المؤتمر السنوي لجراحة العظام',
      'مكرر',
    ])
      expect(text).toContain(line)
    // A number at the end of a right-aligned Arabic line may come out first: both readings are the line.
    const arabicLine = (label: string, value: string) =>
      new RegExp(`${label}:? ?${value}|${value} ?:?${label}`)
    expect(text).toMatch(arabicLine('الساعات المحتسبة', '١٧'))
    expect(text).toMatch(arabicLine('الساعات المطلوبة', '١٥٠'))
    expect(text).toMatch(arabicLine('الساعات المتبقية', '١٣٣'))
  })

  it('carries the verification link in its QR code', async () => {
    const pdf = await renderTranscriptPdf(FACTS)
    const { data, width, height } = await rgbaPixels(pdfPagePng(pdf, 1, 150))
    expect(jsQR(data, width, height)?.data).toBe(FACTS.verify_url)
  })

  it('runs over as many pages as 200 activities need, each numbered, with nothing cut', async () => {
    const activities = Array.from({ length: 200 }, (_, i) => external(i + 1))
    const started = performance.now()
    const pdf = await renderTranscriptPdf({ ...FACTS, activities, earned_hours: 850 })
    // The bench holds the 1 s target on a quiet machine; a test only catches a runaway.
    expect(performance.now() - started).toBeLessThan(10_000)
    const pages = pdfPageCount(pdf)
    expect(pages).toBeGreaterThan(3)
    const text = pdfText(pdf).replace(/\s+/g, ' ')
    expect(text).toContain(`Page ${pages} of ${pages}`)
    for (const n of [1, 100, 200]) expect(text).toContain(`EXT-${n}`)
    expect(text).toContain('Hours counted: 850')
  })

  it('says so when the cycle has no activity and the requirement is unknown', async () => {
    const pdf = await renderTranscriptPdf({
      ...FACTS,
      activities: [],
      earned_hours: 0,
      required_hours: null,
      registration_number: null,
    })
    const text = pdfText(pdf).replace(/\s+/g, ' ')
    expect(text).toContain('No activities recorded in this cycle.')
    expect(text).toContain('Hours required: not set')
    expect(text).not.toContain('Hours remaining')
    expect(text).not.toContain('registration number')
  })
})

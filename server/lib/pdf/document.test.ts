import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { BilingualPdf, pdfNumber } from './document'
import { pdfPageCount, pdfPagePng, pdfText } from './poppler'
import { SOCIETY_LOGO_SVG, societyLogoPng } from './society-logo'

const DATE = new Date('2026-03-01T09:00:00Z')

async function sample(): Promise<Buffer> {
  const pdf = new BilingualPdf({
    title: 'شهادة حضور | Certificate of attendance',
    language: 'ar',
    date: DATE,
    decoratePage: (page, { index, count, language }) =>
      page.textAt(
        language === 'ar'
          ? `صفحة ${pdfNumber(index + 1, 'ar')} من ${pdfNumber(count, 'ar')}`
          : `Page ${index + 1} of ${count}`,
        { y: page.pageHeight - 36, size: 9, align: 'center' },
      ),
  })
  pdf.image(await societyLogoPng(120), { width: 60, height: 60 })
  pdf.paragraph('الجمعية السعودية لجراحة العظام', { size: 20, bold: true, align: 'center' })
  pdf.paragraph(
    'تشهد الجمعية بأن الدكتورة ريم العتيبي حضرت ورشة تثبيت كسور الحوض في ١٢ مارس ٢٠٢٦ وحصلت على 6 ساعات CME من الفئة الأولى.',
  )
  pdf.paragraph('الوقاية من الجلطات الوريدية بعد جراحات العظام')
  pdf.paragraph('Saudi Orthopedic Society', { size: 16, bold: true })
  pdf.paragraph(
    'This certifies that Dr. Reem Al-Otaibi attended the pelvic fixation workshop on 12 March 2026 and earned 6 CME hours.',
  )
  pdf.table([
    ['النشاط', 'الساعات'],
    ['ورشة عمل', '٦'],
  ])
  pdf.newPage('en')
  pdf.paragraph('Second page')
  return pdf.toBuffer()
}

describe('bilingual PDF writer', () => {
  it('writes Arabic and English on one page that read back in logical order, shaped, with their numbers', async () => {
    const pdf = await sample()
    expect(pdfPageCount(pdf)).toBe(2)
    // Lines joined: the test is about order and shaping, not where lines break.
    const text = pdfText(pdf, 1).replace(/\s+/g, ' ')
    // pdftotext rebuilds the logical string only when shaping, ordering and the ToUnicode map are right.
    expect(text).toContain('الجمعية السعودية لجراحة العظام')
    expect(text).toContain('تشهد الجمعية بأن الدكتورة ريم العتيبي حضرت')
    // Ligatures (lam-alef, fa-ya) come back as their letters in order. pdftotext drops the
    // space after a left-to-right number inside right-to-left text (it does the same with
    // Chrome's own PDFs), hence the optional spaces.
    expect(text).toMatch(/ورشة تثبيت كسور الحوض في ١٢ ?مارس ٢٠٢٦ ?وحصلت على 6 ?ساعات CME\s*من الفئة الأولى\./)
    // No word cut in two by the face's kerning gaps (ر before ي).
    expect(text).toContain('الوقاية من الجلطات الوريدية بعد جراحات العظام')
    expect(text).toContain('Saudi Orthopedic Society')
    expect(text).toContain(
      'Dr. Reem Al-Otaibi attended the pelvic fixation workshop on 12 March 2026 and earned 6 CME hours.',
    )
    expect(text).toContain('ورشة عمل')
    expect(text).toMatch(/صفحة ١ ?من ٢/)
    expect(pdfText(pdf, 2)).toContain('Page 2 of 2')
  })

  it('renders with poppler: a short Arabic line at the right edge, an English one at the left', async () => {
    const pdf = new BilingualPdf({ title: 'سطر', language: 'ar', date: DATE })
    pdf.paragraph('مرحبًا بالأعضاء', { size: 18 })
    pdf.paragraph('Welcome, members', { size: 18 })
    const png = pdfPagePng(await pdf.toBuffer(), 1, 50)
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })
    // Columns with ink in the band of each line (the page is about 413 px wide at 50 dpi, lines 18 pt ≈ 20 px tall).
    const inkColumns = (top: number, bottom: number) => {
      const columns: number[] = []
      for (let x = 0; x < info.width; x++) {
        for (let y = top; y < bottom; y++) {
          if ((data[y * info.width + x] ?? 255) < 128) {
            columns.push(x)
            break
          }
        }
      }
      return columns
    }
    const lineHeight = Math.round((18 * 1.6 * 50) / 72)
    const top = Math.round((56 * 50) / 72)
    const arabic = inkColumns(top, top + lineHeight)
    const english = inkColumns(top + lineHeight + 4, top + 2 * lineHeight + 4)
    expect(arabic.length).toBeGreaterThan(40)
    expect(english.length).toBeGreaterThan(40)
    expect(Math.min(...arabic)).toBeGreaterThan(info.width / 2)
    expect(Math.max(...english)).toBeLessThan(info.width / 2)
  })

  it('records the title and date, and is the same bytes for the same input', async () => {
    const [a, b] = [await sample(), await sample()]
    expect(a.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(a.equals(b)).toBe(true)
  })

  it('keeps every letter of a document made after others, whose decoded font tables it reuses', async () => {
    const write = (text: string) => {
      const pdf = new BilingualPdf({ title: 'نص', language: 'ar', date: DATE })
      pdf.paragraph(text, { size: 14 })
      return pdf.toBuffer()
    }
    // أ is drawn as alef plus a hamza mark: embedding it touches the mark's glyph without
    // a character. A later name typed with the combining hamza (U+0654) uses that glyph
    // itself, and must still read back whole — it would not with a font object shared
    // between documents, which is why only the decoded tables are.
    await write('سأل أحمد عن آمنة')
    const later = 'سا\u0654ل الدكتور مؤتمر ٢٠٢٦ Knee'
    const text = pdfText(await write(later), 1).replace(/\s+/g, ' ')
    for (const word of later.split(' ')) expect(text).toContain(word)
  })

  it('draws the same mark as the app icon', () => {
    expect(readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8').trim()).toBe(
      SOCIETY_LOGO_SVG,
    )
  })
})

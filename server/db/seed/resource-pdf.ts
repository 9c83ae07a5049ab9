import type { ResourceCategory } from '@contract/resources'
import { BilingualPdf, pdfNumber, type PdfLanguage } from '../../lib/pdf/document'
import { SOCIETY_NAME, societyLogoPng } from '../../lib/pdf/society-logo'
import { PDF_SECTIONS } from './content-pdf-text'
import type { ResourceSeed } from './content-resources'

/** A demo resource as a small bilingual PDF: a cover, then the text in Arabic and in English. */

const CATEGORY_LABELS: Record<ResourceCategory, Record<PdfLanguage, string>> = {
  document: { ar: 'وثيقة', en: 'Document' },
  guideline: { ar: 'إرشادات سريرية', en: 'Clinical guideline' },
  research: { ar: 'بحث علمي', en: 'Research' },
  presentation: { ar: 'عرض تقديمي', en: 'Presentation' },
  video: { ar: 'فيديو', en: 'Video' },
}

const BRAND = '#0b4f6c'
const GOLD = '#b7791f'
const INK = '#1a202c'
const MUTED = '#4a5568'

const formatDate = (date: Date, language: PdfLanguage) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-nu-arab-ca-gregory' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Riyadh',
  }).format(date)

async function cover(pdf: BilingualPdf, resource: ResourceSeed, published: Date): Promise<void> {
  const logo = await societyLogoPng(240)
  const { pageWidth: width, pageHeight: height, margin } = pdf
  pdf.draw((doc) => {
    const band = doc.linearGradient(0, 0, width, 260)
    band.stop(0, BRAND).stop(1, '#14708f')
    doc.rect(0, 0, width, 250).fill(band)
    doc.rect(0, 250, width, 6).fill(GOLD)
    doc.save().opacity(0.1).fillColor('#ffffff')
    doc.rotate(-18, { origin: [width * 0.25, 130] })
    doc.roundedRect(width * 0.05, 118, width * 0.4, 24, 12).fill()
    for (const [cx, cy] of [
      [width * 0.05, 112],
      [width * 0.05, 148],
      [width * 0.45, 112],
      [width * 0.45, 148],
    ] as const)
      doc.circle(cx, cy, 20).fill()
    doc.restore()
  })
  pdf.imageAt(logo, { x: (width - 96) / 2, y: 40, width: 96, height: 96 })
  pdf.textAt(SOCIETY_NAME.ar, {
    y: 150,
    size: 20,
    bold: true,
    color: '#ffffff',
    align: 'center',
    direction: 'rtl',
  })
  pdf.textAt(SOCIETY_NAME.en, { y: 186, size: 14, color: '#e2e8f0', align: 'center', direction: 'ltr' })

  const category = CATEGORY_LABELS[resource.category]
  pdf.textAt(`${category.ar} · ${category.en}`, {
    y: 300,
    size: 11,
    color: GOLD,
    bold: true,
    align: 'center',
    direction: 'rtl',
  })
  let y = 336
  y += pdf.textAt(resource.title_ar, {
    y,
    x: margin + 20,
    width: width - 2 * margin - 40,
    size: 26,
    bold: true,
    color: INK,
    align: 'center',
    direction: 'rtl',
    lineHeight: 1.5,
  })
  y += 10
  y += pdf.textAt(resource.title_en, {
    y,
    x: margin + 20,
    width: width - 2 * margin - 40,
    size: 18,
    bold: true,
    color: BRAND,
    align: 'center',
    direction: 'ltr',
    lineHeight: 1.4,
  })
  y += 24
  pdf.draw((doc) => {
    doc
      .moveTo(width / 2 - 60, y)
      .lineTo(width / 2 + 60, y)
      .lineWidth(1)
      .strokeColor(GOLD)
      .stroke()
  })
  y += 24
  y += pdf.textAt(resource.description_ar, {
    y,
    x: margin + 30,
    width: width - 2 * margin - 60,
    size: 12,
    color: MUTED,
    align: 'center',
    direction: 'rtl',
  })
  y += 6
  pdf.textAt(resource.description_en, {
    y,
    x: margin + 30,
    width: width - 2 * margin - 60,
    size: 11,
    color: MUTED,
    align: 'center',
    direction: 'ltr',
  })

  pdf.draw((doc) => {
    doc.rect(0, height - 120, width, 120).fill('#f1f5f9')
  })
  pdf.textAt(`${resource.author_en} · ${formatDate(published, 'en')}`, {
    y: height - 96,
    size: 11,
    color: INK,
    align: 'center',
    direction: 'ltr',
  })
  pdf.textAt(`${resource.author_ar} · صدر في ${formatDate(published, 'ar')}`, {
    y: height - 72,
    size: 11,
    color: INK,
    align: 'center',
    direction: 'rtl',
  })
}

function part(pdf: BilingualPdf, resource: ResourceSeed, language: PdfLanguage): void {
  pdf.newPage(language)
  const direction = language === 'ar' ? 'rtl' : 'ltr'
  const sections = PDF_SECTIONS[resource.slug] ?? []
  pdf.space(20)
  pdf.paragraph(language === 'ar' ? resource.title_ar : resource.title_en, {
    size: 20,
    bold: true,
    color: BRAND,
    direction,
    after: 4,
  })
  pdf.paragraph(language === 'ar' ? resource.description_ar : resource.description_en, {
    size: 11,
    color: MUTED,
    direction,
    after: 16,
  })
  sections.forEach((section, index) => {
    pdf.keepRoom(80)
    pdf.paragraph(
      `${pdfNumber(index + 1, language)}. ${language === 'ar' ? section.heading_ar : section.heading_en}`,
      { size: 14, bold: true, color: INK, direction, after: 4 },
    )
    pdf.paragraph(language === 'ar' ? section.body_ar : section.body_en, {
      size: 11,
      color: INK,
      direction,
      after: 10,
    })
    const table = language === 'ar' ? section.table_ar : section.table_en
    if (table) pdf.table(table, { direction })
  })
}

export async function resourcePdf(resource: ResourceSeed, published: Date): Promise<Buffer> {
  const pdf = new BilingualPdf({
    title: `${resource.title_ar} | ${resource.title_en}`,
    author: `${resource.author_ar} | ${resource.author_en}`,
    subject: resource.description_en,
    keywords: [...resource.keywords_en, ...resource.keywords_ar],
    language: 'ar',
    date: published,
    decoratePage: (page, { index, count, language }) => {
      if (index === 0) return
      const direction = language === 'ar' ? 'rtl' : 'ltr'
      page.draw((doc) => {
        doc.rect(0, 0, page.pageWidth, 4).fill(BRAND)
        doc
          .moveTo(page.margin, 44)
          .lineTo(page.pageWidth - page.margin, 44)
          .lineWidth(0.5)
          .strokeColor('#cbd5e1')
          .stroke()
      })
      page.textAt(SOCIETY_NAME[language], { y: 22, size: 9, color: MUTED, direction, align: 'start' })
      const number =
        language === 'ar'
          ? `صفحة ${pdfNumber(index + 1, 'ar')} من ${pdfNumber(count, 'ar')}`
          : `Page ${index + 1} of ${count}`
      page.textAt(number, { y: page.pageHeight - 36, size: 9, color: MUTED, direction, align: 'center' })
    },
  })
  await cover(pdf, resource, published)
  part(pdf, resource, 'ar')
  part(pdf, resource, 'en')
  return pdf.toBuffer()
}

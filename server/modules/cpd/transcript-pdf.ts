import type { CpdActivity, CpdActivityType } from '@contract/cpd'
import { scriptLanguageOf } from '@contract/script-language'
import { BilingualPdf, pdfNumber, type PdfLanguage } from '../../lib/pdf/document'
import { drawQr } from '../../lib/pdf/qr'
import { SOCIETY_NAME, societyLogoPng } from '../../lib/pdf/society-logo'
import { certificateDay, creditsText, hijriDay, ltr, verifyAddress } from '../certificates/certificate-pdf'

/**
 * The CPD transcript of one cycle as a portrait A4 PDF in both languages; shared figures (ISO dates, hours)
 * are written once in Western digits; the same facts give the same bytes.
 */

export interface TranscriptPdfFacts {
  code: string
  full_name: string
  full_name_ar: string
  full_name_en: string
  registration_number: string | null
  cycle: { start: string; end: string }
  required_hours: number | null
  earned_hours: number
  /** Newest first, as the record lists them; duplicates are printed and marked. */
  activities: readonly CpdActivity[]
  issued_at: string
  verify_url: string
}

const BRAND = '#0b4f6c'
const GOLD = '#b7791f'
const INK = '#1a202c'
const MUTED = '#4a5568'

const TYPE_WORDS: Record<CpdActivityType, { ar: string; en: string }> = {
  conference: { ar: 'مؤتمر', en: 'Conference' },
  workshop: { ar: 'ورشة عمل', en: 'Workshop' },
  course: { ar: 'دورة', en: 'Course' },
  online: { ar: 'نشاط عن بُعد', en: 'Online activity' },
  publication: { ar: 'نشر علمي', en: 'Publication' },
  other: { ar: 'نشاط آخر', en: 'Other activity' },
}

const WORDING = {
  ar: {
    title: 'كشف ساعات التطوير المهني المستمر',
    subtitle: 'بيان ساعات التعليم الطبي المستمر لدورة الترخيص',
    name: (value: string) => `الاسم: ${value}`,
    registration: (value: string) => `رقم التسجيل في الهيئة السعودية للتخصصات الصحية: ${value}`,
    cycle: (start: string, end: string) => `دورة الترخيص: من ${start} إلى ${end}`,
    earned: (value: string) => `الساعات المحتسبة: ${value}`,
    required: (value: string) => `الساعات المطلوبة: ${value}`,
    requiredUnknown: 'الساعات المطلوبة: غير محددة',
    remaining: (value: string) => `الساعات المتبقية: ${value}`,
    count: (value: string) => `عدد الأنشطة: ${value}`,
    issued: (day: string) => `تاريخ الإصدار: ${day}`,
    none: 'لا توجد أنشطة مسجلة في هذه الدورة.',
    duplicate: 'مكرر، لا يُحتسب',
    verify:
      'للتحقق من هذا السجل يمكن مسح رمز الاستجابة السريعة، أو إدخال الرمز المطبوع تحته في صفحة التحقق على بوابة الجمعية. يعكس السجل ما كان مسجلًا في تاريخ إصداره.',
    page: (index: number, count: number) => `صفحة ${pdfNumber(index, 'ar')} من ${pdfNumber(count, 'ar')}`,
  },
  en: {
    title: 'CPD Transcript',
    subtitle: 'CME hours of the licence cycle',
    name: (value: string) => `Name: ${value}`,
    registration: (value: string) => `SCFHS registration number: ${value}`,
    cycle: (start: string, end: string) => `Licence cycle: ${start} to ${end}`,
    earned: (value: string) => `Hours counted: ${value}`,
    required: (value: string) => `Hours required: ${value}`,
    requiredUnknown: 'Hours required: not set',
    remaining: (value: string) => `Hours remaining: ${value}`,
    count: (value: string) => `Activities: ${value}`,
    issued: (day: string) => `Issued on: ${day}`,
    none: 'No activities recorded in this cycle.',
    duplicate: 'Duplicate, not counted',
    verify:
      'To verify, scan the QR code or enter the code below it at the address below. The transcript shows the record as it was on its issue date.',
    page: (index: number, count: number) => `Page ${index} of ${count}`,
  },
} as const

/** The table's figures: one number for both languages, quarter hours kept. */
const tableHours = (hours: number) => pdfNumber(hours, 'en')

/** The activity's title, then who gave it and its type: the portal's in both languages, an external one in its title's. */
function activityCell(activity: CpdActivity): string {
  const type = TYPE_WORDS[activity.activity_type]
  if (activity.source === 'portal') {
    return [
      activity.title_ar,
      activity.title_en,
      `${SOCIETY_NAME.ar} — ${type.ar}`,
      `${SOCIETY_NAME.en} — ${type.en}`,
    ]
      .filter((line, i, lines) => line && lines.indexOf(line) === i)
      .join('\n')
  }
  const language = scriptLanguageOf(activity.title)
  return `${activity.title}\n${[activity.provider, type[language]].filter(Boolean).join(' — ')}`
}

/** The round seal: the society's mark in a double ring, its names above and below. */
async function drawSeal(pdf: BilingualPdf, centre: { x: number; y: number }): Promise<void> {
  const radius = 38
  const logo = await societyLogoPng(160)
  pdf.draw((doc) => {
    doc.lineWidth(2).strokeColor(BRAND).circle(centre.x, centre.y, radius).stroke()
    doc
      .lineWidth(0.8)
      .strokeColor(GOLD)
      .circle(centre.x, centre.y, radius - 5)
      .stroke()
  })
  pdf.imageAt(logo, { x: centre.x - 24, y: centre.y - 24, width: 48, height: 48 })
  const box = { x: centre.x - 90, width: 180, align: 'center' as const, size: 8.5, color: BRAND }
  pdf.textAt(SOCIETY_NAME.ar, { ...box, y: centre.y - radius - 20, direction: 'rtl', bold: true })
  pdf.textAt(SOCIETY_NAME.en, { ...box, y: centre.y + radius + 3, direction: 'ltr', bold: true })
}

export async function renderTranscriptPdf(facts: TranscriptPdfFacts): Promise<Buffer> {
  const issued = new Date(facts.issued_at)
  const margin = 40
  const pdf = new BilingualPdf({
    title: `${WORDING.ar.title} | ${WORDING.en.title} — ${facts.full_name}`,
    author: SOCIETY_NAME.en,
    subject: `CPD ${facts.cycle.start} – ${facts.cycle.end} — ${facts.code}`,
    keywords: ['CPD', 'CME', facts.code],
    language: 'ar',
    date: issued,
    margin,
    decoratePage: (doc, page) => {
      const y = doc.pageHeight - 28
      const half = (doc.pageWidth - 2 * margin) / 2
      doc.textAt(`${WORDING.ar.page(page.index + 1, page.count)} · ${ltr(facts.code)}`, {
        x: margin + half,
        width: half,
        y,
        size: 8,
        color: MUTED,
        direction: 'rtl',
        align: 'start',
      })
      doc.textAt(`${WORDING.en.page(page.index + 1, page.count)} · ${facts.code}`, {
        x: margin,
        width: half,
        y,
        size: 8,
        color: MUTED,
        direction: 'ltr',
        align: 'start',
      })
    },
  })
  const width = pdf.pageWidth
  const column = (pdf.contentWidth - 24) / 2
  const ar = { x: width - margin - column, width: column, direction: 'rtl' as const, align: 'start' as const }
  const en = { x: margin, width: column, direction: 'ltr' as const, align: 'start' as const }

  // Header: the mark between the society's two names, the title in both languages, a gold rule.
  pdf.imageAt(await societyLogoPng(160), { x: (width - 52) / 2, y: margin, width: 52, height: 52 })
  pdf.textAt(SOCIETY_NAME.ar, { ...ar, y: margin + 14, size: 13, bold: true, color: BRAND })
  pdf.textAt(SOCIETY_NAME.en, { ...en, y: margin + 14, size: 13, bold: true, color: BRAND })
  const titleY = margin + 64
  const titleHeight = Math.max(
    pdf.textAt(WORDING.ar.title, { ...ar, y: titleY, size: 18, bold: true, color: INK }),
    pdf.textAt(WORDING.en.title, { ...en, y: titleY, size: 18, bold: true, color: INK }),
  )
  const subtitleY = titleY + titleHeight
  const subtitleHeight = Math.max(
    pdf.textAt(WORDING.ar.subtitle, { ...ar, y: subtitleY, size: 10, color: GOLD }),
    pdf.textAt(WORDING.en.subtitle, { ...en, y: subtitleY, size: 10, color: GOLD }),
  )
  const ruleY = subtitleY + subtitleHeight + 6
  pdf.draw((doc) => {
    doc
      .lineWidth(0.8)
      .strokeColor(GOLD)
      .moveTo(margin, ruleY)
      .lineTo(width - margin, ruleY)
      .stroke()
  })

  // The member and the cycle's totals, each language in its half.
  const remaining =
    facts.required_hours === null ? null : Math.max(0, facts.required_hours - facts.earned_hours)
  const linesOf = (language: PdfLanguage) => {
    const words = WORDING[language]
    const name =
      language === 'ar'
        ? facts.full_name_ar || facts.full_name_en || facts.full_name
        : facts.full_name_en || facts.full_name_ar || facts.full_name
    const hours = (value: number) => creditsText(value, language)
    const day = (value: string) => certificateDay(value, language)
    const number = facts.registration_number
    return [
      { text: words.name(name), bold: true, color: BRAND },
      number === null ? null : { text: words.registration(language === 'ar' ? ltr(number) : number) },
      { text: words.cycle(day(facts.cycle.start), day(facts.cycle.end)) },
      { text: words.earned(hours(facts.earned_hours)), bold: true, color: BRAND },
      {
        text:
          facts.required_hours === null ? words.requiredUnknown : words.required(hours(facts.required_hours)),
      },
      remaining === null ? null : { text: words.remaining(hours(remaining)) },
      { text: words.count(pdfNumber(facts.activities.length, language)) },
      {
        text: words.issued(
          language === 'ar'
            ? `${day(facts.issued_at)} الموافق ${hijriDay(facts.issued_at)}`
            : day(facts.issued_at),
        ),
        color: MUTED,
      },
    ]
  }
  // Line by line, the Arabic and the English of one fact side by side on the same height.
  const arabic = linesOf('ar')
  const english = linesOf('en')
  let factsBottom = ruleY + 10
  arabic.forEach((line, index) => {
    const other = english[index]
    if (!line || !other) return
    const style = { size: 9.5, bold: line.bold ?? false, color: line.color ?? INK, lineHeight: 1.55 }
    factsBottom += Math.max(
      pdf.textAt(line.text, { ...ar, ...style, y: factsBottom }),
      pdf.textAt(other.text, { ...en, ...style, y: factsBottom }),
    )
  })

  // Every activity of the cycle: the table continues over as many pages as it needs.
  pdf.y = factsBottom + 12
  if (facts.activities.length === 0) {
    pdf.paragraph(WORDING.ar.none, { size: 10.5, color: MUTED, align: 'center', direction: 'rtl', after: 2 })
    pdf.paragraph(WORDING.en.none, { size: 10.5, color: MUTED, align: 'center', direction: 'ltr' })
  } else {
    const header = [
      'التاريخ\nDate',
      'النشاط والجهة المقدمة\nActivity and provider',
      'رقم الاعتماد\nAccreditation number',
      'الساعات\nHours',
    ]
    // A duplicate is printed with its hours in brackets and the reason under its title.
    const rows = facts.activities.map((activity) => [
      activity.date,
      activity.counted
        ? activityCell(activity)
        : `${activityCell(activity)}\n${WORDING.ar.duplicate}\n${WORDING.en.duplicate}`,
      activity.accreditation_number ? ltr(activity.accreditation_number) : '—',
      activity.counted ? tableHours(activity.hours) : `(${tableHours(activity.hours)})`,
    ])
    const total = ['', `المجموع المحتسب | Total counted`, '', tableHours(facts.earned_hours)]
    pdf.table([header, ...rows, total], { size: 8.5, widths: [1.15, 4.2, 1.7, 1.05] })
  }

  // The foot: the seal at the right, the QR code and its code at the left, the way to verify between.
  pdf.keepRoom(150)
  const footY = pdf.y + 22
  await drawSeal(pdf, { x: width - margin - 70, y: footY + 50 })
  const qrSize = 92
  drawQr(pdf, facts.verify_url, { x: margin, y: footY + 4, size: qrSize })
  pdf.textAt(facts.code, {
    x: margin - 20,
    width: qrSize + 40,
    y: footY + qrSize + 6,
    size: 9.5,
    bold: true,
    color: INK,
    direction: 'ltr',
    align: 'center',
  })
  const middle = { x: margin + qrSize + 16, width: width - 2 * margin - qrSize - 16 - 160 }
  let y = footY
  y += pdf.textAt(WORDING.ar.verify, {
    ...middle,
    y,
    size: 8.5,
    color: MUTED,
    direction: 'rtl',
    align: 'start',
  })
  y += pdf.textAt(WORDING.en.verify, {
    ...middle,
    y: y + 2,
    size: 8.5,
    color: MUTED,
    direction: 'ltr',
    align: 'start',
  })
  pdf.textAt(verifyAddress(facts.verify_url), {
    ...middle,
    y: y + 4,
    size: 8.5,
    color: BRAND,
    direction: 'ltr',
    align: 'start',
  })

  return pdf.toBuffer()
}

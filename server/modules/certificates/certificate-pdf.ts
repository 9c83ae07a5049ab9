import type { Gender } from '@contract/constants'
import { genderSelect } from '@contract/gender'
import { BilingualPdf, pdfNumber, type PdfLanguage } from '../../lib/pdf/document'
import { drawQr } from '../../lib/pdf/qr'
import { SOCIETY_NAME, societyLogoPng } from '../../lib/pdf/society-logo'

/**
 * The CME certificate as a one-page landscape A4 PDF, Arabic at the right in Arabic-Indic digits, English at
 * the left; the same facts give the same bytes (the file's date is the issue date).
 */

export interface CertificatePdfFacts {
  code: string
  /** The name as issued (the Arabic one, else the English one); the pair beside it ('' when not given). */
  full_name: string
  full_name_ar: string
  full_name_en: string
  /** The Arabic wording agrees with it; unset reads neutrally. */
  gender: Gender | null
  event: { title_ar: string; title_en: string; starts_at: string; ends_at: string | null }
  credits: number
  issued_at: string
  accreditation: {
    body: string
    number: string
    accredited_on: string | null
    logo_png: Buffer | null
  } | null
  /** The public page that says whether the certificate is valid (the QR code's content). */
  verify_url: string
}

const BRAND = '#0b4f6c'
const GOLD = '#b7791f'
const INK = '#1a202c'
const MUTED = '#4a5568'

const dayFormatters = {
  ar: new Intl.DateTimeFormat('ar-SA-u-nu-arab-ca-gregory', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Riyadh',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Riyadh',
  }),
}
/** Arabic dates also carry the Umm al-Qura date, as Saudi readers expect. */
const hijriFormatter = new Intl.DateTimeFormat('ar-SA-u-ca-islamic-umalqura-nu-arab', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Riyadh',
})

const dateOf = (value: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+03:00` : value)

/** A day in the language (accreditation dates are plain YYYY-MM-DD days, read at noon so no zone moves them). */
export function certificateDay(value: string, language: PdfLanguage): string {
  const date = dateOf(value)
  return Number.isNaN(date.getTime()) ? '' : dayFormatters[language].format(date)
}

export function hijriDay(value: string): string {
  const date = dateOf(value)
  return Number.isNaN(date.getTime()) ? '' : hijriFormatter.format(date)
}

/**
 * Text that reads left to right inside an Arabic line (a code, an accreditation number):
 * a left-to-right mark before it keeps "2026-OR-1234" in its own order, where the
 * bidirectional algorithm would otherwise put the leading number after the rest.
 */
export const ltr = (text: string) => `\u200E${text}\u200E`

/** "12 March 2026" or "12 – 14 March 2026" style: one day, or the first and last day when they differ. */
function eventDays(event: CertificatePdfFacts['event'], language: PdfLanguage): string {
  const first = certificateDay(event.starts_at, language)
  const last = event.ends_at ? certificateDay(event.ends_at, language) : first
  return last && last !== first
    ? language === 'ar'
      ? `من ${first} إلى ${last}`
      : `${first} to ${last}`
    : first
}

function eventHijriDays(event: CertificatePdfFacts['event']): string {
  const first = hijriDay(event.starts_at)
  const last = event.ends_at ? hijriDay(event.ends_at) : first
  return last && last !== first ? `الموافق من ${first} إلى ${last}` : `الموافق ${first}`
}

/** Credits with their quarter steps, in the language's digits (Arabic decimal separator in Arabic). */
export function creditsText(credits: number, language: PdfLanguage): string {
  const text = pdfNumber(credits, language)
  return language === 'ar' ? text.replace('.', '٫') : text
}

const WORDING = {
  ar: {
    title: 'شهادة حضور',
    subtitle: 'التعليم الطبي المستمر',
    // "… بأن [الاسم] قد حضر / قد حضرت فعاليات"; unset, "… بحضور [الاسم] فعاليات", which agrees with anyone.
    awarded: (gender: Gender | null) =>
      genderSelect(gender, {
        female: 'تشهد الجمعية السعودية لجراحة العظام بأن',
        male: 'تشهد الجمعية السعودية لجراحة العظام بأن',
        other: 'تشهد الجمعية السعودية لجراحة العظام بحضور',
      }),
    attended: (gender: Gender | null) =>
      genderSelect(gender, { female: 'قد حضرت فعاليات', male: 'قد حضر فعاليات', other: 'فعاليات' }),
    days: (days: string) => `بتاريخ ${days}`,
    credits: (value: string) => `ساعات التعليم الطبي المستمر: ${value}`,
    accreditedBy: (body: string) => `معتمدة من ${body}`,
    number: (value: string) => `رقم الاعتماد: ${value}`,
    accreditedOn: (day: string) => `تاريخ الاعتماد: ${day}`,
    issued: (day: string) => `تاريخ الإصدار: ${day}`,
    verify:
      'للتحقق من صحة هذه الشهادة يمكن مسح رمز الاستجابة السريعة بكاميرا الجوال، أو إدخال رمز الشهادة المطبوع تحته في صفحة التحقق على بوابة الجمعية',
  },
  en: {
    title: 'Certificate of Attendance',
    subtitle: 'Continuing Medical Education',
    awarded: (_gender: Gender | null) => 'This is to certify that',
    attended: (_gender: Gender | null) => 'has attended',
    days: (days: string) => `held on ${days}`,
    credits: (value: string) => `CME credits: ${value}`,
    accreditedBy: (body: string) => `Accredited by ${body}`,
    number: (value: string) => `Accreditation number: ${value}`,
    accreditedOn: (day: string) => `Accreditation date: ${day}`,
    issued: (day: string) => `Issued on: ${day}`,
    verify: 'To verify, scan the QR code or enter the code below it at',
  },
} as const

/** Where a reader types the code by hand: the verification page's address without scheme or code. */
export function verifyAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/[^/]*$/, '')
}

export async function renderCertificatePdf(facts: CertificatePdfFacts): Promise<Buffer> {
  const issued = new Date(facts.issued_at)
  const pdf = new BilingualPdf({
    title: `${WORDING.ar.title} | ${WORDING.en.title} — ${facts.full_name}`,
    author: SOCIETY_NAME.en,
    subject: `${facts.event.title_en || facts.event.title_ar} — ${facts.code}`,
    keywords: ['CME', facts.code],
    language: 'ar',
    date: issued,
    layout: 'landscape',
    margin: 40,
  })
  const { pageWidth: width, pageHeight: height } = pdf
  const logo = await societyLogoPng(200)

  // The frame: a brand-blue border with a thin gold line inside it.
  pdf.draw((doc) => {
    doc.rect(0, 0, width, height).fill('#ffffff')
    doc
      .lineWidth(10)
      .strokeColor(BRAND)
      .rect(18, 18, width - 36, height - 36)
      .stroke()
    doc
      .lineWidth(1.2)
      .strokeColor(GOLD)
      .rect(30, 30, width - 60, height - 60)
      .stroke()
  })

  const inner = 56
  const column = (width - 2 * inner - 40) / 2
  const rightX = width - inner - column
  const leftX = inner
  const ar = { x: rightX, width: column, direction: 'rtl' as const, align: 'center' as const }
  const en = { x: leftX, width: column, direction: 'ltr' as const, align: 'center' as const }

  // Header: the society's name either side of its mark.
  pdf.imageAt(logo, { x: (width - 64) / 2, y: 44, width: 64, height: 64 })
  pdf.textAt(SOCIETY_NAME.ar, { ...ar, y: 58, size: 16, bold: true, color: BRAND })
  pdf.textAt(SOCIETY_NAME.en, { ...en, y: 58, size: 16, bold: true, color: BRAND })

  // The title in both languages.
  pdf.textAt(WORDING.ar.title, { ...ar, y: 118, size: 24, bold: true, color: INK })
  pdf.textAt(WORDING.ar.subtitle, { ...ar, y: 154, size: 13, color: GOLD })
  pdf.textAt(WORDING.en.title, { ...en, y: 118, size: 24, bold: true, color: INK })
  pdf.textAt(WORDING.en.subtitle, { ...en, y: 154, size: 13, color: GOLD })

  // The attendee in each half, in that half's language (else the other one's): the Arabic
  // side prints the Arabic name. One name only (an older certificate) goes across the page.
  pdf.textAt(WORDING.ar.awarded(facts.gender), { ...ar, y: 190, size: 12, color: MUTED })
  pdf.textAt(WORDING.en.awarded(facts.gender), { ...en, y: 190, size: 12, color: MUTED })
  const arabicName = facts.full_name_ar || facts.full_name_en || facts.full_name
  const englishName = facts.full_name_en || facts.full_name_ar || facts.full_name
  let nameBottom: number
  if (arabicName === englishName) {
    nameBottom =
      212 +
      pdf.textAt(arabicName, {
        x: inner,
        width: width - 2 * inner,
        y: 212,
        size: 26,
        bold: true,
        color: BRAND,
        align: 'center',
        lineHeight: 1.4,
      })
  } else {
    const arabicHeight = pdf.textAt(arabicName, {
      ...ar,
      y: 212,
      size: 22,
      bold: true,
      color: BRAND,
      lineHeight: 1.4,
      direction: facts.full_name_ar ? 'rtl' : 'ltr',
    })
    const englishHeight = pdf.textAt(englishName, {
      ...en,
      y: 212,
      size: 22,
      bold: true,
      color: BRAND,
      lineHeight: 1.4,
      direction: facts.full_name_en ? 'ltr' : 'rtl',
    })
    nameBottom = 212 + Math.max(arabicHeight, englishHeight)
  }
  const rule = Math.max(254, nameBottom + 4)
  pdf.draw((doc) => {
    doc
      .lineWidth(0.8)
      .strokeColor(GOLD)
      .moveTo(width / 2 - 160, rule)
      .lineTo(width / 2 + 160, rule)
      .stroke()
  })

  // The event and its credits, each language in its half.
  const block = (language: PdfLanguage, box: typeof ar | typeof en) => {
    const words = WORDING[language]
    const title =
      language === 'ar'
        ? facts.event.title_ar || facts.event.title_en
        : facts.event.title_en || facts.event.title_ar
    let y = rule + 8
    y += pdf.textAt(words.attended(facts.gender), { ...box, y, size: 11, color: MUTED })
    y += pdf.textAt(title, {
      ...box,
      y,
      size: 14,
      bold: true,
      color: INK,
      lineHeight: 1.5,
      direction: language === 'ar' ? 'rtl' : 'ltr',
    })
    y += pdf.textAt(words.days(eventDays(facts.event, language)), { ...box, y, size: 12, color: INK })
    if (language === 'ar') y += pdf.textAt(eventHijriDays(facts.event), { ...box, y, size: 11, color: MUTED })
    return (
      y +
      4 +
      pdf.textAt(words.credits(creditsText(facts.credits, language)), {
        ...box,
        y: y + 4,
        size: 13,
        bold: true,
        color: BRAND,
      })
    )
  }
  // A title long enough to wrap pushes the accreditation down.
  const top = Math.max(372, block('ar', ar) + 8, block('en', en) + 8)

  // The accreditation, when the event has one, with its body's logo between the halves.
  const accreditation = facts.accreditation
  if (accreditation && (accreditation.body || accreditation.number)) {
    const lines = (language: PdfLanguage) => {
      const words = WORDING[language]
      return [
        accreditation.body ? words.accreditedBy(accreditation.body) : '',
        accreditation.number
          ? words.number(language === 'ar' ? ltr(accreditation.number) : accreditation.number)
          : '',
        accreditation.accredited_on
          ? words.accreditedOn(certificateDay(accreditation.accredited_on, language))
          : '',
      ].filter(Boolean)
    }
    lines('ar').forEach((line, index) =>
      pdf.textAt(line, { ...ar, y: top + index * 17, size: 10.5, color: MUTED }),
    )
    lines('en').forEach((line, index) =>
      pdf.textAt(line, { ...en, y: top + index * 17, size: 10.5, color: MUTED }),
    )
    if (accreditation.logo_png)
      pdf.imageAt(accreditation.logo_png, { x: (width - 56) / 2, y: top - 2, width: 56, height: 48 })
  }

  // The foot: issue date either side, the code and the QR code of the verification link in the middle.
  pdf.draw((doc) => {
    doc
      .lineWidth(0.5)
      .strokeColor('#cbd5e1')
      .moveTo(inner, 436)
      .lineTo(width - inner, 436)
      .stroke()
  })
  const issuedAr = WORDING.ar.issued(
    `${certificateDay(facts.issued_at, 'ar')} الموافق ${hijriDay(facts.issued_at)}`,
  )
  const issuedEn = WORDING.en.issued(certificateDay(facts.issued_at, 'en'))
  const side = column - 60
  pdf.textAt(issuedAr, {
    x: width - inner - side,
    width: side,
    y: 452,
    size: 10.5,
    color: INK,
    direction: 'rtl',
    align: 'start',
  })
  pdf.textAt(WORDING.ar.verify, {
    x: width - inner - side,
    width: side,
    y: 474,
    size: 9.5,
    color: MUTED,
    direction: 'rtl',
    align: 'start',
    lineHeight: 1.7,
  })
  pdf.textAt(issuedEn, {
    x: leftX,
    width: side,
    y: 452,
    size: 10.5,
    color: INK,
    direction: 'ltr',
    align: 'start',
  })
  pdf.textAt(WORDING.en.verify, {
    x: leftX,
    width: side,
    y: 474,
    size: 9.5,
    color: MUTED,
    direction: 'ltr',
    align: 'start',
  })
  pdf.textAt(verifyAddress(facts.verify_url), {
    x: leftX,
    width: side,
    y: 490,
    size: 9.5,
    color: BRAND,
    direction: 'ltr',
    align: 'start',
  })
  // The code once, under its QR code: the same characters in both languages.
  const qrSize = 92
  drawQr(pdf, facts.verify_url, { x: (width - qrSize) / 2, y: 440, size: qrSize })
  pdf.textAt(facts.code, {
    x: (width - 160) / 2,
    width: 160,
    y: 530,
    size: 11,
    bold: true,
    color: INK,
    direction: 'ltr',
    align: 'center',
  })

  return pdf.toBuffer()
}

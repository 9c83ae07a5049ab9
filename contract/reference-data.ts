import {
  CITIES,
  EVENT_CATEGORY_CODES,
  JOB_CATEGORY_CODES,
  JOB_EXPERIENCE_LEVEL_CODES,
  JOB_TYPE_CODES,
  referenceValueIn,
  REGION_CODES,
  RESOURCE_CATEGORY_CODES,
  SPECIALTIES,
  type CityEntry,
  type ReferenceEntry,
  type ReferenceLang,
  type RegionCode,
} from './reference-codes'
import {
  entriesOf,
  entryIn,
  EVENT_PLACE_ENTRIES,
  FILE_TYPE_ENTRIES,
  isFreeTextIn,
  labelIn,
  parseValueIn,
} from './reference-entries'

export * from './reference-codes'
export * from './reference-entries'

/**
 * Fixed lists by stable code, labelled in both languages; `aliases` only help match typed text. Specialties
 * and cities are suggestions: unmatched text is kept as `other:` + the text.
 */

export const REGIONS = entriesOf(REGION_CODES, {
  riyadh: { en: 'Riyadh Region', ar: 'منطقة الرياض', aliases: ['Riyadh Province', 'Ar Riyad'] },
  makkah: {
    en: 'Makkah Region',
    ar: 'منطقة مكة المكرمة',
    aliases: ['Makkah Province', 'Mecca Region', 'Mecca Province'],
  },
  madinah: {
    en: 'Madinah Region',
    ar: 'منطقة المدينة المنورة',
    aliases: ['Madinah Province', 'Medina Region', 'Medina Province', 'Al Madinah Region'],
  },
  eastern: {
    en: 'Eastern Province',
    ar: 'المنطقة الشرقية',
    aliases: ['Eastern Region', 'Ash Sharqiyah', 'الشرقية'],
  },
  qassim: {
    en: 'Qassim Region',
    ar: 'منطقة القصيم',
    aliases: ['Al Qassim', 'Al-Qassim', 'Qassim', 'Al Qassim Region', 'القصيم'],
  },
  asir: { en: 'Asir Region', ar: 'منطقة عسير', aliases: ['Asir', 'Aseer', 'Aseer Region', 'عسير'] },
  tabuk: { en: 'Tabuk Region', ar: 'منطقة تبوك', aliases: ['Tabuk Province'] },
  hail: { en: 'Hail Region', ar: 'منطقة حائل', aliases: ["Ha'il Region", 'Hail Province'] },
  'northern-borders': {
    en: 'Northern Borders Region',
    ar: 'منطقة الحدود الشمالية',
    aliases: ['Northern Borders', 'Al Hudud ash Shamaliyah', 'الحدود الشمالية'],
  },
  jazan: { en: 'Jazan Region', ar: 'منطقة جازان', aliases: ['Jizan Region', 'Jazan Province'] },
  najran: { en: 'Najran Region', ar: 'منطقة نجران', aliases: ['Najran Province'] },
  'al-baha': { en: 'Al Baha Region', ar: 'منطقة الباحة', aliases: ['Al-Baha Region', 'Baha Region'] },
  'al-jouf': {
    en: 'Al Jouf Region',
    ar: 'منطقة الجوف',
    aliases: ['Al-Jouf Region', 'Al Jawf', 'Al Jouf', 'الجوف'],
  },
})

export const JOB_TYPE_ENTRIES = entriesOf(JOB_TYPE_CODES, {
  'full-time': { en: 'Full-time', ar: 'دوام كامل' },
  'part-time': { en: 'Part-time', ar: 'دوام جزئي' },
  contract: { en: 'Contract', ar: 'عقد مؤقت' },
  locum: { en: 'Locum', ar: 'تغطية مؤقتة' },
  fellowship: { en: 'Fellowship', ar: 'زمالة' },
})

export const JOB_EXPERIENCE_LEVEL_ENTRIES = entriesOf(JOB_EXPERIENCE_LEVEL_CODES, {
  entry: { en: 'Entry level', ar: 'مستوى مبتدئ' },
  mid: { en: 'Mid level', ar: 'مستوى متوسط' },
  senior: { en: 'Senior', ar: 'أول' },
  consultant: { en: 'Consultant', ar: 'استشاري' },
})

export const JOB_CATEGORY_ENTRIES = entriesOf(JOB_CATEGORY_CODES, {
  clinical: { en: 'Clinical', ar: 'سريري' },
  surgical: { en: 'Surgical', ar: 'جراحي' },
  academic: { en: 'Academic', ar: 'أكاديمي' },
  research: { en: 'Research', ar: 'أبحاث' },
  administrative: { en: 'Administrative', ar: 'إداري' },
})

export const EVENT_CATEGORY_ENTRIES = entriesOf(EVENT_CATEGORY_CODES, {
  conference: { en: 'Conference', ar: 'مؤتمر' },
  workshop: { en: 'Workshop', ar: 'ورشة عمل' },
  webinar: { en: 'Webinar', ar: 'ندوة عبر الإنترنت' },
  symposium: { en: 'Symposium', ar: 'ندوة علمية' },
  training: { en: 'Training', ar: 'تدريب' },
  meeting: { en: 'Meeting', ar: 'اجتماع' },
  course: { en: 'Course', ar: 'دورة' },
  other: { en: 'Other', ar: 'أخرى' },
})

export const RESOURCE_CATEGORY_ENTRIES = entriesOf(RESOURCE_CATEGORY_CODES, {
  document: { en: 'Document', ar: 'مستند' },
  guideline: { en: 'Guideline', ar: 'دليل إرشادي' },
  research: { en: 'Research', ar: 'أبحاث' },
  presentation: { en: 'Presentation', ar: 'عرض تقديمي' },
  video: { en: 'Video', ar: 'فيديو' },
})

export const REFERENCE_LISTS = {
  specialty: SPECIALTIES,
  region: REGIONS,
  city: CITIES,
  job_type: JOB_TYPE_ENTRIES,
  experience_level: JOB_EXPERIENCE_LEVEL_ENTRIES,
  job_category: JOB_CATEGORY_ENTRIES,
  event_category: EVENT_CATEGORY_ENTRIES,
  resource_category: RESOURCE_CATEGORY_ENTRIES,
  file_type: FILE_TYPE_ENTRIES,
  event_place: EVENT_PLACE_ENTRIES,
} as const satisfies Record<string, readonly ReferenceEntry[]>
export type ReferenceKind = keyof typeof REFERENCE_LISTS

export function referenceEntry(kind: ReferenceKind, code: string): ReferenceEntry | undefined {
  return entryIn(REFERENCE_LISTS[kind], code)
}

/** The code whose code, label or alias matches the folded text, else `other:` + the text. Idempotent. */
export function toReferenceValue(kind: ReferenceKind, text: string): string {
  return referenceValueIn(REFERENCE_LISTS[kind], text)
}

export function parseReferenceValue(kind: ReferenceKind, value: string): { code: string; text: string } {
  return parseValueIn(REFERENCE_LISTS[kind], value)
}

export function referenceLabel(kind: ReferenceKind, value: string, lang: ReferenceLang): string {
  return labelIn(REFERENCE_LISTS[kind], value, lang)
}

/** Free text is shown as typed, in its own direction. */
export function isFreeText(kind: ReferenceKind, value: string): boolean {
  return isFreeTextIn(REFERENCE_LISTS[kind], value)
}

export function referenceSearchText(kind: ReferenceKind, value: string): string {
  const entry = referenceEntry(kind, value)
  if (entry) return `${entry.en} ${entry.ar}`
  return parseReferenceValue(kind, value).text
}

/** The region of a city code, or undefined for free text. */
export function regionOfCity(value: string): RegionCode | undefined {
  const city: readonly CityEntry[] = CITIES
  return city.find((entry) => entry.code === value)?.region
}

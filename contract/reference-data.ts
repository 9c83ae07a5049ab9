import { foldArabic } from './fold-arabic'

/**
 * Fixed lists by stable code, labelled in both languages; `aliases` only help match typed text. Specialties
 * and cities are suggestions: unmatched text is kept as `other:` + the text.
 */
export interface ReferenceEntry {
  readonly code: string
  readonly ar: string
  readonly en: string
  readonly aliases?: readonly string[]
}
export type ReferenceLang = 'ar' | 'en'

export const SPECIALTIES = [
  {
    code: 'trauma',
    en: 'Trauma',
    ar: 'الكسور والإصابات',
    aliases: ['Orthopedic Trauma', 'Orthopaedic Trauma', 'Trauma Surgery', 'الإصابات', 'الكسور'],
  },
  {
    code: 'sports-medicine',
    en: 'Sports Medicine',
    ar: 'الطب الرياضي',
    aliases: ['Sports', 'Sports Surgery', 'Arthroscopy', 'إصابات الملاعب'],
  },
  {
    code: 'spine',
    en: 'Spine',
    ar: 'العمود الفقري',
    aliases: ['Spine Surgery', 'Spinal Surgery', 'جراحة العمود الفقري'],
  },
  {
    code: 'pediatric',
    en: 'Pediatric Orthopedics',
    ar: 'عظام الأطفال',
    aliases: ['Paediatric Orthopaedics', 'Pediatric Orthopaedics', 'Pediatrics', 'جراحة عظام الأطفال'],
  },
  {
    code: 'hand-upper-extremity',
    en: 'Hand & Upper Extremity',
    ar: 'اليد والطرف العلوي',
    aliases: ['Hand', 'Hand Surgery', 'Hand and Upper Extremity', 'جراحة اليد'],
  },
  {
    code: 'shoulder-elbow',
    en: 'Shoulder & Elbow',
    ar: 'الكتف والمرفق',
    aliases: ['Shoulder and Elbow', 'Shoulder'],
  },
  { code: 'foot-ankle', en: 'Foot & Ankle', ar: 'القدم والكاحل', aliases: ['Foot and Ankle'] },
  {
    code: 'hip-knee',
    en: 'Hip & Knee (Arthroplasty)',
    ar: 'الورك والركبة (تبديل المفاصل)',
    aliases: [
      'Hip & Knee',
      'Hip and Knee',
      'Arthroplasty',
      'Joint Replacement',
      'تبديل المفاصل',
      'المفاصل الصناعية',
    ],
  },
  {
    code: 'oncology',
    en: 'Oncology',
    ar: 'أورام العظام',
    aliases: ['Orthopedic Oncology', 'Musculoskeletal Oncology', 'Bone Tumors'],
  },
  {
    code: 'deformity-reconstruction',
    en: 'Deformity & Limb Reconstruction',
    ar: 'تصحيح التشوهات وإعادة بناء الأطراف',
    aliases: ['Limb Reconstruction', 'Deformity Correction', 'Deformity and Limb Reconstruction'],
  },
  {
    code: 'general',
    en: 'General Orthopedics',
    ar: 'جراحة العظام العامة',
    aliases: ['General Orthopaedics', 'Orthopedics', 'Orthopaedics', 'Orthopedic Surgery', 'جراحة العظام'],
  },
] as const satisfies readonly ReferenceEntry[]

export const REGION_CODES = [
  'riyadh',
  'makkah',
  'madinah',
  'eastern',
  'qassim',
  'asir',
  'tabuk',
  'hail',
  'northern-borders',
  'jazan',
  'najran',
  'al-baha',
  'al-jouf',
] as const
export type RegionCode = (typeof REGION_CODES)[number]

export interface CityEntry extends ReferenceEntry {
  readonly region: RegionCode
}

export const CITIES = [
  { code: 'riyadh', region: 'riyadh', en: 'Riyadh', ar: 'الرياض', aliases: ['Ar Riyadh', 'Riyadh City'] },
  { code: 'jeddah', region: 'makkah', en: 'Jeddah', ar: 'جدة', aliases: ['Jiddah', 'Jedda'] },
  {
    code: 'makkah',
    region: 'makkah',
    en: 'Makkah',
    ar: 'مكة المكرمة',
    aliases: ['Mecca', 'Makka', 'Makkah Al Mukarramah', 'مكة'],
  },
  {
    code: 'madinah',
    region: 'madinah',
    en: 'Madinah',
    ar: 'المدينة المنورة',
    aliases: ['Medina', 'Al Madinah', 'Madinah Al Munawwarah', 'المدينة'],
  },
  { code: 'dammam', region: 'eastern', en: 'Dammam', ar: 'الدمام', aliases: ['Ad Dammam'] },
  { code: 'khobar', region: 'eastern', en: 'Khobar', ar: 'الخبر', aliases: ['Al Khobar', 'Al-Khobar'] },
  { code: 'dhahran', region: 'eastern', en: 'Dhahran', ar: 'الظهران', aliases: ['Dhahran'] },
  { code: 'taif', region: 'makkah', en: 'Taif', ar: 'الطائف', aliases: ['At Taif', "Ta'if"] },
  { code: 'tabuk', region: 'tabuk', en: 'Tabuk', ar: 'تبوك' },
  { code: 'buraidah', region: 'qassim', en: 'Buraidah', ar: 'بريدة', aliases: ['Buraydah', 'Buraida'] },
  { code: 'abha', region: 'asir', en: 'Abha', ar: 'أبها' },
  {
    code: 'khamis-mushait',
    region: 'asir',
    en: 'Khamis Mushait',
    ar: 'خميس مشيط',
    aliases: ['Khamis Mushayt'],
  },
  { code: 'hail', region: 'hail', en: 'Hail', ar: 'حائل', aliases: ["Ha'il"] },
  { code: 'jazan', region: 'jazan', en: 'Jazan', ar: 'جازان', aliases: ['Jizan', 'Gizan', 'جيزان'] },
  { code: 'najran', region: 'najran', en: 'Najran', ar: 'نجران' },
  {
    code: 'al-ahsa',
    region: 'eastern',
    en: 'Al Ahsa',
    ar: 'الأحساء',
    aliases: ['Al-Ahsa', 'Al Hasa', 'Hofuf', 'Al Hofuf', 'الهفوف'],
  },
  { code: 'jubail', region: 'eastern', en: 'Jubail', ar: 'الجبيل', aliases: ['Al Jubail'] },
  { code: 'yanbu', region: 'madinah', en: 'Yanbu', ar: 'ينبع', aliases: ["Yanbu' al Bahr"] },
  { code: 'al-baha', region: 'al-baha', en: 'Al Baha', ar: 'الباحة', aliases: ['Al-Baha', 'Baha'] },
  { code: 'sakaka', region: 'al-jouf', en: 'Sakaka', ar: 'سكاكا' },
  { code: 'arar', region: 'northern-borders', en: 'Arar', ar: 'عرعر' },
  { code: 'qatif', region: 'eastern', en: 'Qatif', ar: 'القطيف', aliases: ['Al Qatif'] },
] as const satisfies readonly CityEntry[]

export const JOB_TYPE_CODES = ['full-time', 'part-time', 'contract', 'locum', 'fellowship'] as const

export const JOB_EXPERIENCE_LEVEL_CODES = ['entry', 'mid', 'senior', 'consultant'] as const

export const JOB_CATEGORY_CODES = ['clinical', 'surgical', 'academic', 'research', 'administrative'] as const

export const EVENT_CATEGORY_CODES = [
  'conference',
  'workshop',
  'webinar',
  'symposium',
  'training',
  'meeting',
  'course',
  'other',
] as const

export const RESOURCE_CATEGORY_CODES = ['document', 'guideline', 'research', 'presentation', 'video'] as const

export const FILE_TYPE_CODES = ['pdf', 'docx', 'xlsx', 'csv', 'txt', 'png', 'jpg', 'link'] as const

export function codesOf<const T extends readonly ReferenceEntry[]>(
  entries: T,
): { readonly [K in keyof T]: T[K]['code'] } {
  // A mapped tuple type has no runtime constructor: `map` keeps the order and length, so its result is exactly this tuple.
  return entries.map((entry) => entry.code) as unknown as { readonly [K in keyof T]: T[K]['code'] }
}

/** The code of a value that matches no entry; the value is `other:` + the text as typed. */
export const OTHER_CODE = 'other'
export const OTHER_PREFIX = `${OTHER_CODE}:`

/**
 * The key text is matched by: Arabic folding (alef forms, taa marbuta, tashkeel, case), with
 * punctuation and the "&"/"and" joiners read as spaces, so "Hand and Upper Extremity",
 * "hand & upper-extremity" and "اليد والطرف العلوى" meet their entry.
 */
export function referenceKey(text: string): string {
  return foldArabic(text)
    .replace(/&|\band\b/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

const byKey = new WeakMap<readonly ReferenceEntry[], Map<string, string>>()
function keyIndex(entries: readonly ReferenceEntry[]): Map<string, string> {
  let index = byKey.get(entries)
  if (!index) {
    index = new Map()
    for (const entry of entries) {
      for (const text of [entry.code, entry.en, entry.ar, ...(entry.aliases ?? [])]) {
        const key = referenceKey(text)
        if (key && !index.has(key)) index.set(key, entry.code)
      }
    }
    byKey.set(entries, index)
  }
  return index
}

/** The text of a value without its `other:` mark (a code or typed text is returned as it is). */
export function freeTextOf(value: string): string {
  return value.startsWith(OTHER_PREFIX) ? value.slice(OTHER_PREFIX.length).trim() : value
}

/**
 * What a row stores and an API field carries for typed text matched against a list's entries: the code of the entry whose
 * code, label (either language) or alias it matches once folded; otherwise `other:` + the
 * text as typed (trimmed). '' stays ''. Applying it again changes nothing.
 */
export function referenceValueIn(entries: readonly ReferenceEntry[], text: string): string {
  const trimmed = text.trim()
  if (!trimmed) return ''
  const free = freeTextOf(trimmed)
  if (!free) return ''
  // A code (what rows and answers mostly carry) is its own value: no folding, and no index of
  // every label and alias to build during a list's first render.
  if (codeSet(entries).has(free)) return free
  return keyIndex(entries).get(referenceKey(free)) ?? `${OTHER_PREFIX}${free}`
}

const codeSets = new WeakMap<readonly ReferenceEntry[], Set<string>>()
function codeSet(entries: readonly ReferenceEntry[]): Set<string> {
  let codes = codeSets.get(entries)
  if (!codes) {
    codes = new Set(entries.map((entry) => entry.code))
    codeSets.set(entries, codes)
  }
  return codes
}

export type Labels = Omit<ReferenceEntry, 'code'>

/** A list's entries in its codes' order; free of side effects, so a build drops unread lists. */
/* @__NO_SIDE_EFFECTS__ */
export function entriesOf<const C extends readonly string[]>(
  codes: C,
  labels: { readonly [K in C[number]]: Labels },
): { readonly [I in keyof C]: Labels & { readonly code: C[I] } } {
  // A mapped tuple type has no runtime constructor: `map` keeps the order and length, so its result is exactly this tuple.
  return codes.map((code: C[number]) => ({ code, ...labels[code] })) as unknown as {
    readonly [I in keyof C]: Labels & { readonly code: C[I] }
  }
}

export const FILE_TYPE_ENTRIES = entriesOf(FILE_TYPE_CODES, {
  pdf: { en: 'PDF', ar: 'ملف PDF' },
  docx: { en: 'DOCX', ar: 'مستند وورد', aliases: ['doc', 'Word'] },
  xlsx: { en: 'XLSX', ar: 'جدول إكسل', aliases: ['xls', 'Excel'] },
  csv: { en: 'CSV', ar: 'جدول CSV' },
  txt: { en: 'TXT', ar: 'ملف نصي', aliases: ['text'] },
  png: { en: 'PNG', ar: 'صورة PNG' },
  jpg: { en: 'JPG', ar: 'صورة JPG', aliases: ['jpeg'] },
  link: { en: 'Link', ar: 'رابط' },
})

export const EVENT_PLACE_ENTRIES = [
  { code: 'online', en: 'Online', ar: 'عبر الإنترنت', aliases: ['Virtual', 'Webinar', 'أونلاين', 'عن بعد'] },
] as const satisfies readonly ReferenceEntry[]

export function entryIn(entries: readonly ReferenceEntry[], code: string): ReferenceEntry | undefined {
  return entries.find((entry) => entry.code === code)
}

export function parseValueIn(
  entries: readonly ReferenceEntry[],
  value: string,
): { code: string; text: string } {
  if (value.startsWith(OTHER_PREFIX)) return { code: OTHER_CODE, text: value.slice(OTHER_PREFIX.length) }
  if (entryIn(entries, value)) return { code: value, text: '' }
  // Neither a code nor marked as free text: the text itself.
  return { code: OTHER_CODE, text: value }
}

export function labelIn(entries: readonly ReferenceEntry[], value: string, lang: ReferenceLang): string {
  const entry = entryIn(entries, value)
  if (entry) return entry[lang]
  return parseValueIn(entries, value).text
}

export function isFreeTextIn(entries: readonly ReferenceEntry[], value: string): boolean {
  return value !== '' && entryIn(entries, value) === undefined
}

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

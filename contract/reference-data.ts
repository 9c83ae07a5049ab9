import { foldArabic } from './fold-arabic'

/**
 * The fixed lists of the portal in both languages: every entry is a stable code (what rows,
 * API fields and filters carry) with its Arabic (written for Saudi readers) and English
 * label (what the app shows in the reader's language). `aliases` are other spellings people
 * type for the same thing; they only help map typed text to the code.
 *
 * Specialties and cities are suggestions, not a closed list: a typed value that matches no
 * code is kept as `other:` followed by the text as typed (see `toReferenceValue`).
 */
export interface ReferenceEntry {
  readonly code: string
  readonly ar: string
  readonly en: string
  readonly aliases?: readonly string[]
}
export type ReferenceLang = 'ar' | 'en'

/** Orthopedic sub-specialties (the profile editor's and the registration form's list). */
export const SPECIALTIES = [
  { code: 'trauma', en: 'Trauma', ar: 'الكسور والإصابات', aliases: ['Orthopedic Trauma', 'Orthopaedic Trauma', 'Trauma Surgery', 'الإصابات', 'الكسور'] },
  { code: 'sports-medicine', en: 'Sports Medicine', ar: 'الطب الرياضي', aliases: ['Sports', 'Sports Surgery', 'Arthroscopy', 'إصابات الملاعب'] },
  { code: 'spine', en: 'Spine', ar: 'العمود الفقري', aliases: ['Spine Surgery', 'Spinal Surgery', 'جراحة العمود الفقري'] },
  { code: 'pediatric', en: 'Pediatric Orthopedics', ar: 'عظام الأطفال', aliases: ['Paediatric Orthopaedics', 'Pediatric Orthopaedics', 'Pediatrics', 'جراحة عظام الأطفال'] },
  { code: 'hand-upper-extremity', en: 'Hand & Upper Extremity', ar: 'اليد والطرف العلوي', aliases: ['Hand', 'Hand Surgery', 'Hand and Upper Extremity', 'جراحة اليد'] },
  { code: 'shoulder-elbow', en: 'Shoulder & Elbow', ar: 'الكتف والمرفق', aliases: ['Shoulder and Elbow', 'Shoulder'] },
  { code: 'foot-ankle', en: 'Foot & Ankle', ar: 'القدم والكاحل', aliases: ['Foot and Ankle'] },
  { code: 'hip-knee', en: 'Hip & Knee (Arthroplasty)', ar: 'الورك والركبة (تبديل المفاصل)', aliases: ['Hip & Knee', 'Hip and Knee', 'Arthroplasty', 'Joint Replacement', 'تبديل المفاصل', 'المفاصل الصناعية'] },
  { code: 'oncology', en: 'Oncology', ar: 'أورام العظام', aliases: ['Orthopedic Oncology', 'Musculoskeletal Oncology', 'Bone Tumors'] },
  { code: 'deformity-reconstruction', en: 'Deformity & Limb Reconstruction', ar: 'تصحيح التشوهات وإعادة بناء الأطراف', aliases: ['Limb Reconstruction', 'Deformity Correction', 'Deformity and Limb Reconstruction'] },
  { code: 'general', en: 'General Orthopedics', ar: 'جراحة العظام العامة', aliases: ['General Orthopaedics', 'Orthopedics', 'Orthopaedics', 'Orthopedic Surgery', 'جراحة العظام'] },
] as const satisfies readonly ReferenceEntry[]

/** The thirteen administrative regions of Saudi Arabia. */
export const REGIONS = [
  { code: 'riyadh', en: 'Riyadh Region', ar: 'منطقة الرياض', aliases: ['Riyadh Province', 'Ar Riyad'] },
  { code: 'makkah', en: 'Makkah Region', ar: 'منطقة مكة المكرمة', aliases: ['Makkah Province', 'Mecca Region', 'Mecca Province'] },
  { code: 'madinah', en: 'Madinah Region', ar: 'منطقة المدينة المنورة', aliases: ['Madinah Province', 'Medina Region', 'Medina Province', 'Al Madinah Region'] },
  { code: 'eastern', en: 'Eastern Province', ar: 'المنطقة الشرقية', aliases: ['Eastern Region', 'Ash Sharqiyah', 'الشرقية'] },
  { code: 'qassim', en: 'Qassim Region', ar: 'منطقة القصيم', aliases: ['Al Qassim', 'Al-Qassim', 'Qassim', 'Al Qassim Region', 'القصيم'] },
  { code: 'asir', en: 'Asir Region', ar: 'منطقة عسير', aliases: ['Asir', 'Aseer', 'Aseer Region', 'عسير'] },
  { code: 'tabuk', en: 'Tabuk Region', ar: 'منطقة تبوك', aliases: ['Tabuk Province'] },
  { code: 'hail', en: 'Hail Region', ar: 'منطقة حائل', aliases: ["Ha'il Region", 'Hail Province'] },
  { code: 'northern-borders', en: 'Northern Borders Region', ar: 'منطقة الحدود الشمالية', aliases: ['Northern Borders', 'Al Hudud ash Shamaliyah', 'الحدود الشمالية'] },
  { code: 'jazan', en: 'Jazan Region', ar: 'منطقة جازان', aliases: ['Jizan Region', 'Jazan Province'] },
  { code: 'najran', en: 'Najran Region', ar: 'منطقة نجران', aliases: ['Najran Province'] },
  { code: 'al-baha', en: 'Al Baha Region', ar: 'منطقة الباحة', aliases: ['Al-Baha Region', 'Baha Region'] },
  { code: 'al-jouf', en: 'Al Jouf Region', ar: 'منطقة الجوف', aliases: ['Al-Jouf Region', 'Al Jawf', 'Al Jouf', 'الجوف'] },
] as const satisfies readonly ReferenceEntry[]
export type RegionCode = (typeof REGIONS)[number]['code']

export interface CityEntry extends ReferenceEntry {
  readonly region: RegionCode
}

/** Saudi cities (the city fields' suggestions), each with its region. */
export const CITIES = [
  { code: 'riyadh', region: 'riyadh', en: 'Riyadh', ar: 'الرياض', aliases: ['Ar Riyadh', 'Riyadh City'] },
  { code: 'jeddah', region: 'makkah', en: 'Jeddah', ar: 'جدة', aliases: ['Jiddah', 'Jedda'] },
  { code: 'makkah', region: 'makkah', en: 'Makkah', ar: 'مكة المكرمة', aliases: ['Mecca', 'Makka', 'Makkah Al Mukarramah', 'مكة'] },
  { code: 'madinah', region: 'madinah', en: 'Madinah', ar: 'المدينة المنورة', aliases: ['Medina', 'Al Madinah', 'Madinah Al Munawwarah', 'المدينة'] },
  { code: 'dammam', region: 'eastern', en: 'Dammam', ar: 'الدمام', aliases: ['Ad Dammam'] },
  { code: 'khobar', region: 'eastern', en: 'Khobar', ar: 'الخبر', aliases: ['Al Khobar', 'Al-Khobar'] },
  { code: 'dhahran', region: 'eastern', en: 'Dhahran', ar: 'الظهران', aliases: ['Dhahran'] },
  { code: 'taif', region: 'makkah', en: 'Taif', ar: 'الطائف', aliases: ['At Taif', "Ta'if"] },
  { code: 'tabuk', region: 'tabuk', en: 'Tabuk', ar: 'تبوك' },
  { code: 'buraidah', region: 'qassim', en: 'Buraidah', ar: 'بريدة', aliases: ['Buraydah', 'Buraida'] },
  { code: 'abha', region: 'asir', en: 'Abha', ar: 'أبها' },
  { code: 'khamis-mushait', region: 'asir', en: 'Khamis Mushait', ar: 'خميس مشيط', aliases: ['Khamis Mushayt'] },
  { code: 'hail', region: 'hail', en: 'Hail', ar: 'حائل', aliases: ["Ha'il"] },
  { code: 'jazan', region: 'jazan', en: 'Jazan', ar: 'جازان', aliases: ['Jizan', 'Gizan', 'جيزان'] },
  { code: 'najran', region: 'najran', en: 'Najran', ar: 'نجران' },
  { code: 'al-ahsa', region: 'eastern', en: 'Al Ahsa', ar: 'الأحساء', aliases: ['Al-Ahsa', 'Al Hasa', 'Hofuf', 'Al Hofuf', 'الهفوف'] },
  { code: 'jubail', region: 'eastern', en: 'Jubail', ar: 'الجبيل', aliases: ['Al Jubail'] },
  { code: 'yanbu', region: 'madinah', en: 'Yanbu', ar: 'ينبع', aliases: ["Yanbu' al Bahr"] },
  { code: 'al-baha', region: 'al-baha', en: 'Al Baha', ar: 'الباحة', aliases: ['Al-Baha', 'Baha'] },
  { code: 'sakaka', region: 'al-jouf', en: 'Sakaka', ar: 'سكاكا' },
  { code: 'arar', region: 'northern-borders', en: 'Arar', ar: 'عرعر' },
  { code: 'qatif', region: 'eastern', en: 'Qatif', ar: 'القطيف', aliases: ['Al Qatif'] },
] as const satisfies readonly CityEntry[]

export const JOB_TYPE_ENTRIES = [
  { code: 'full-time', en: 'Full-time', ar: 'دوام كامل' },
  { code: 'part-time', en: 'Part-time', ar: 'دوام جزئي' },
  { code: 'contract', en: 'Contract', ar: 'عقد مؤقت' },
  { code: 'locum', en: 'Locum', ar: 'تغطية مؤقتة' },
  { code: 'fellowship', en: 'Fellowship', ar: 'زمالة' },
] as const satisfies readonly ReferenceEntry[]

export const JOB_EXPERIENCE_LEVEL_ENTRIES = [
  { code: 'entry', en: 'Entry level', ar: 'مستوى مبتدئ' },
  { code: 'mid', en: 'Mid level', ar: 'مستوى متوسط' },
  { code: 'senior', en: 'Senior', ar: 'أول' },
  { code: 'consultant', en: 'Consultant', ar: 'استشاري' },
] as const satisfies readonly ReferenceEntry[]

export const JOB_CATEGORY_ENTRIES = [
  { code: 'clinical', en: 'Clinical', ar: 'سريري' },
  { code: 'surgical', en: 'Surgical', ar: 'جراحي' },
  { code: 'academic', en: 'Academic', ar: 'أكاديمي' },
  { code: 'research', en: 'Research', ar: 'أبحاث' },
  { code: 'administrative', en: 'Administrative', ar: 'إداري' },
] as const satisfies readonly ReferenceEntry[]

export const EVENT_CATEGORY_ENTRIES = [
  { code: 'conference', en: 'Conference', ar: 'مؤتمر' },
  { code: 'workshop', en: 'Workshop', ar: 'ورشة عمل' },
  { code: 'webinar', en: 'Webinar', ar: 'ندوة عبر الإنترنت' },
  { code: 'symposium', en: 'Symposium', ar: 'ندوة علمية' },
  { code: 'training', en: 'Training', ar: 'تدريب' },
  { code: 'meeting', en: 'Meeting', ar: 'اجتماع' },
  { code: 'course', en: 'Course', ar: 'دورة' },
  { code: 'other', en: 'Other', ar: 'أخرى' },
] as const satisfies readonly ReferenceEntry[]

export const RESOURCE_CATEGORY_ENTRIES = [
  { code: 'document', en: 'Document', ar: 'مستند' },
  { code: 'guideline', en: 'Guideline', ar: 'دليل إرشادي' },
  { code: 'research', en: 'Research', ar: 'أبحاث' },
  { code: 'presentation', en: 'Presentation', ar: 'عرض تقديمي' },
  { code: 'video', en: 'Video', ar: 'فيديو' },
] as const satisfies readonly ReferenceEntry[]

/** File types of resources (`link` = an external address, e.g. a recorded lecture). */
export const FILE_TYPE_ENTRIES = [
  { code: 'pdf', en: 'PDF', ar: 'ملف PDF' },
  { code: 'docx', en: 'DOCX', ar: 'مستند وورد', aliases: ['doc', 'Word'] },
  { code: 'xlsx', en: 'XLSX', ar: 'جدول إكسل', aliases: ['xls', 'Excel'] },
  { code: 'csv', en: 'CSV', ar: 'جدول CSV' },
  { code: 'txt', en: 'TXT', ar: 'ملف نصي', aliases: ['text'] },
  { code: 'png', en: 'PNG', ar: 'صورة PNG' },
  { code: 'jpg', en: 'JPG', ar: 'صورة JPG', aliases: ['jpeg'] },
  { code: 'link', en: 'Link', ar: 'رابط' },
] as const satisfies readonly ReferenceEntry[]

/** The event place every online event carries instead of a venue. */
export const EVENT_PLACE_ENTRIES = [{ code: 'online', en: 'Online', ar: 'عبر الإنترنت', aliases: ['Virtual', 'Webinar', 'أونلاين', 'عن بعد'] }] as const satisfies readonly ReferenceEntry[]

/** Every list by the name the code uses for it. */
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

/** The codes of a list, as a tuple of its literal codes (what `v.picklist` takes). */
export function codesOf<const T extends readonly ReferenceEntry[]>(entries: T): { readonly [K in keyof T]: T[K]['code'] } {
  // A mapped tuple type has no runtime constructor: `map` keeps the order and length, so its result is exactly this tuple.
  return entries.map((entry) => entry.code) as unknown as { readonly [K in keyof T]: T[K]['code'] }
}

// ---------- free text next to codes ----------

/** The code of a value that matches no entry; the value is `other:` + the text as typed. */
export const OTHER_CODE = 'other'
const OTHER_PREFIX = `${OTHER_CODE}:`

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

const byKey = new Map<ReferenceKind, Map<string, string>>()
function keyIndex(kind: ReferenceKind): Map<string, string> {
  let index = byKey.get(kind)
  if (!index) {
    index = new Map()
    const entries: readonly ReferenceEntry[] = REFERENCE_LISTS[kind]
    for (const entry of entries) {
      for (const text of [entry.code, entry.en, entry.ar, ...(entry.aliases ?? [])]) {
        const key = referenceKey(text)
        if (key && !index.has(key)) index.set(key, entry.code)
      }
    }
    byKey.set(kind, index)
  }
  return index
}

/** The entry of a code of a list, or undefined. */
export function referenceEntry(kind: ReferenceKind, code: string): ReferenceEntry | undefined {
  const entries: readonly ReferenceEntry[] = REFERENCE_LISTS[kind]
  return entries.find((entry) => entry.code === code)
}

/** The text of a value without its `other:` mark (a code or typed text is returned as it is). */
export function freeTextOf(value: string): string {
  return value.startsWith(OTHER_PREFIX) ? value.slice(OTHER_PREFIX.length).trim() : value
}

/**
 * What a row stores and an API field carries for typed text: the code of the entry whose
 * code, label (either language) or alias it matches once folded; otherwise `other:` + the
 * text as typed (trimmed). '' stays ''. Applying it again changes nothing.
 */
export function toReferenceValue(kind: ReferenceKind, text: string): string {
  const trimmed = text.trim()
  if (!trimmed) return ''
  const free = freeTextOf(trimmed)
  if (!free) return ''
  return keyIndex(kind).get(referenceKey(free)) ?? `${OTHER_PREFIX}${free}`
}

/** A stored value split into its code and, for `other`, the text as typed. */
export function parseReferenceValue(kind: ReferenceKind, value: string): { code: string; text: string } {
  if (value.startsWith(OTHER_PREFIX)) return { code: OTHER_CODE, text: value.slice(OTHER_PREFIX.length) }
  if (referenceEntry(kind, value)) return { code: value, text: '' }
  // Not a code and not marked free text (a row written before codes): the text itself.
  return { code: OTHER_CODE, text: value }
}

/** The label of a stored value in the reader's language; free text as typed. */
export function referenceLabel(kind: ReferenceKind, value: string, lang: ReferenceLang): string {
  const entry = referenceEntry(kind, value)
  if (entry) return entry[lang]
  return parseReferenceValue(kind, value).text
}

/** Whether a stored value is free text (shown as typed, in its own direction and language). */
export function isFreeText(kind: ReferenceKind, value: string): boolean {
  return value !== '' && referenceEntry(kind, value) === undefined
}

/** The text search matches a stored value by: both labels, or the free text. */
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

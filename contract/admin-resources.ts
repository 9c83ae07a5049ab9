import * as v from 'valibot'
import { ADMIN_LIST_LIMITS, RESOURCE_YEAR_RANGE } from './constants'
import { trimmedText } from './admin-write-fields'
import { VALIDATION_CODES as C } from './errors'
import { RESOURCE_CATEGORIES, RESOURCE_VISIBILITIES } from './resources'

/** Admin resources (spec §3 admin reading; decisions §3: also the public description, author, featured). */
export const AdminResourceSchema = v.object({
  id: v.number(),
  category: v.string(),
  title_ar: v.string(),
  title_en: v.string(),
  description_ar: v.string(),
  description_en: v.string(),
  year: v.nullable(v.number()),
  specialty: v.string(),
  keywords: v.array(v.string()),
  file_path: v.string(),
  file_type: v.string(),
  visibility: v.string(),
  author: v.string(),
  featured: v.boolean(),
  download_count: v.number(),
  created_at: v.string(),
})
export type AdminResource = v.InferOutput<typeof AdminResourceSchema>
export const AdminResourceListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(v.union([v.string(), v.number()], C.invalidType), v.transform(Number), v.number(C.integer), v.integer(C.integer), v.minValue(1, C.tooSmall), v.maxValue(100, C.tooLarge)),
    ADMIN_LIST_LIMITS.resources,
  ),
})
export const AdminResourceListResponseSchema = v.object({ items: v.array(AdminResourceSchema), total: v.number() })

/** Spec §5: keywords entered comma separated, trimmed; a list or null is accepted too. */
const keywords = v.optional(
  v.nullable(
    v.pipe(
      v.union([v.string(C.invalidType), v.array(v.pipe(v.string(C.invalidType), v.maxLength(100, C.tooLong)), C.invalidType)], C.invalidType),
      v.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((k) => k.trim()).filter(Boolean)),
      v.maxLength(50, C.tooLong),
    ),
  ),
  null,
)

export const ResourceWriteSchema = v.pipe(
  v.strictObject(
    {
      category: v.picklist(RESOURCE_CATEGORIES, C.oneOf),
      visibility: v.picklist(RESOURCE_VISIBILITIES, C.oneOf),
      title_ar: trimmedText(300),
      title_en: trimmedText(300),
      description_ar: trimmedText(20_000),
      description_en: trimmedText(20_000),
      year: v.optional(
        v.nullable(v.pipe(v.number(C.invalidType), v.integer(C.integer), v.minValue(RESOURCE_YEAR_RANGE.min, C.tooSmall), v.maxValue(RESOURCE_YEAR_RANGE.max, C.tooLarge))),
        null,
      ),
      specialty: trimmedText(200),
      keywords,
      /** A typed link (http/https) or an already stored /uploads/ or /private/ path. */
      file_path: v.pipe(
        v.string(C.invalidType),
        v.trim(),
        v.maxLength(2000, C.tooLong),
        v.check((value) => /^https?:\/\/[^\s]+$/i.test(value) || (/^\/(uploads|private)\/[^\s]+$/.test(value) && !value.includes('..')), C.url),
      ),
      author: trimmedText(200),
      featured: v.optional(v.boolean(C.invalidType), false),
    },
    C.unknownField,
  ),
  v.forward(
    v.check((r) => Boolean(r.title_ar || r.title_en), C.required),
    ['title_en'],
  ),
)
export type ResourceWrite = v.InferInput<typeof ResourceWriteSchema>
export type ResourceWriteOutput = v.InferOutput<typeof ResourceWriteSchema>

export const ResourceFileUploadResponseSchema = v.object({ url: v.string(), file_type: v.string(), file_size: v.number() })

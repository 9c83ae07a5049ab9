import { typedNumber } from './numbers'
import * as v from 'valibot'
import { ADMIN_LIST_LIMITS, PAGE_SIZES, RESOURCE_YEAR_RANGE } from './constants'
import { boolParam, limitParam, optionalPick, orderParam, pageParam, searchParam } from './content-query'
import { ONE_TITLE_REQUIRED, trimmedText } from './admin-write-fields'
import { VALIDATION_CODES as C } from './errors'
import {
  RESOURCE_CATEGORIES,
  RESOURCE_FILE_TYPES,
  RESOURCE_VISIBILITIES,
  type ResourcesSearch,
} from './resources-list'

export * from './resources-list'

const RESOURCE_SORTS = ['downloads', 'title'] as const
const LANGS = ['ar', 'en'] as const

export const ResourceListQuerySchema = v.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZES.resources),
  search: searchParam,
  category: optionalPick(RESOURCE_CATEGORIES),
  file_type: optionalPick(RESOURCE_FILE_TYPES),
  featured: v.optional(boolParam),
  sort: optionalPick(RESOURCE_SORTS),
  order: orderParam,
  lang: optionalPick(LANGS),
})
export type ResourceListQuery = v.InferOutput<typeof ResourceListQuerySchema>
export type ResourceListQueryInput = v.InferInput<typeof ResourceListQuerySchema>

export const ResourceFileQuerySchema = v.object({
  expires: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
  sig: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/)),
})

/** A members-only file is reached through a signed link valid for 10 minutes. */
export const ResourceDownloadResponseSchema = v.object({ file_url: v.string(), download_count: v.number() })
export type ResourceDownloadResponse = v.InferOutput<typeof ResourceDownloadResponseSchema>

export function resourcesSearchToQuery(search: ResourcesSearch, lang: 'ar' | 'en'): ResourceListQueryInput {
  return {
    page: search.page,
    limit: PAGE_SIZES.resources,
    ...(search.search ? { search: search.search } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(search.file_type ? { file_type: search.file_type } : {}),
    ...(search.sort === 'oldest' ? { order: 'asc' } : {}),
    ...(search.sort === 'downloads' ? { sort: 'downloads' } : {}),
    ...(search.sort === 'title' ? { sort: 'title', lang } : {}),
  }
}

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
  keywords_ar: v.array(v.string()),
  keywords_en: v.array(v.string()),
  file_path: v.string(),
  file_type: v.string(),
  visibility: v.string(),
  author: v.string(),
  author_ar: v.string(),
  author_en: v.string(),
  featured: v.boolean(),
  download_count: v.number(),
  created_at: v.string(),
})
export type AdminResource = v.InferOutput<typeof AdminResourceSchema>
export const AdminResourceListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], C.invalidType),
      v.transform(Number),
      v.number(C.integer),
      v.integer(C.integer),
      v.minValue(1, C.tooSmall),
      v.maxValue(100, C.tooLarge),
    ),
    ADMIN_LIST_LIMITS.resources,
  ),
})
export const AdminResourceListResponseSchema = v.object({
  items: v.array(AdminResourceSchema),
  total: v.number(),
})

const keywords = v.optional(
  v.nullable(
    v.pipe(
      v.union(
        [
          v.string(C.invalidType),
          v.array(v.pipe(v.string(C.invalidType), v.maxLength(100, C.tooLong)), C.invalidType),
        ],
        C.invalidType,
      ),
      v.transform((value) =>
        (Array.isArray(value) ? value : value.split(/[,،]/)).map((k) => k.trim()).filter(Boolean),
      ),
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
        typedNumber(
          v.nullable(
            v.pipe(
              v.number(C.invalidType),
              v.integer(C.integer),
              v.minValue(RESOURCE_YEAR_RANGE.min, C.tooSmall),
              v.maxValue(RESOURCE_YEAR_RANGE.max, C.tooLarge),
            ),
          ),
        ),
        null,
      ),
      specialty: trimmedText(200),
      keywords_ar: keywords,
      keywords_en: keywords,
      keywords,
      file_path: v.pipe(
        v.string(C.invalidType),
        v.trim(),
        v.maxLength(2000, C.tooLong),
        v.check(
          (value) =>
            /^https?:\/\/[^\s]+$/i.test(value) ||
            (/^\/(uploads|private)\/[^\s]+$/.test(value) && !value.includes('..')),
          C.url,
        ),
      ),
      author_ar: trimmedText(200),
      author_en: trimmedText(200),
      author: trimmedText(200),
      featured: v.optional(v.boolean(C.invalidType), false),
    },
    C.unknownField,
  ),
  v.forward(
    v.check((r) => Boolean(r.title_ar || r.title_en), C.required),
    ['title_en'],
  ),
  v.metadata(ONE_TITLE_REQUIRED),
)
export type ResourceWrite = v.InferInput<typeof ResourceWriteSchema>
export type ResourceWriteOutput = v.InferOutput<typeof ResourceWriteSchema>

export const ResourceFileUploadResponseSchema = v.object({
  url: v.string(),
  file_type: v.string(),
  file_size: v.number(),
})

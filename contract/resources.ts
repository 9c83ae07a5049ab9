import * as v from 'valibot'
import { PAGE_SIZES } from './constants'
import { boolParam, limitParam, listResponse, optionalPick, orderParam, pageParam, searchPage, searchParam, searchPick, searchText } from './content-query'

/** Spec §3 Resource. */
export const RESOURCE_CATEGORIES = ['document', 'guideline', 'research', 'presentation', 'video'] as const
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number]
/**
 * File types (from the stored file's extension; `link` = a typed external URL, e.g. a
 * recorded lecture). The demo seed holds a real small file of every type but `link`.
 */
export const RESOURCE_FILE_TYPES = ['pdf', 'docx', 'xlsx', 'csv', 'txt', 'png', 'jpg', 'link'] as const
export type ResourceFileType = (typeof RESOURCE_FILE_TYPES)[number]
export const RESOURCE_VISIBILITIES = ['public', 'member', 'admin'] as const
export type ResourceVisibility = (typeof RESOURCE_VISIBILITIES)[number]
/** API sorts besides the default newest first (`order=asc` = oldest first). */
export const RESOURCE_SORTS = ['downloads', 'title'] as const
export type ResourceSort = (typeof RESOURCE_SORTS)[number]
export const LANGS = ['ar', 'en'] as const

/** Public reading (spec §3) plus what the screens show. */
export const ResourceSchema = v.object({
  id: v.number(),
  title_ar: v.string(),
  title_en: v.string(),
  description_ar: v.string(),
  description_en: v.string(),
  category: v.picklist(RESOURCE_CATEGORIES),
  file_type: v.string(),
  /** Bytes; null for a link. */
  file_size: v.nullable(v.number()),
  /** The file (or external link); for a members-only resource a signed link valid for an hour. */
  file_url: v.string(),
  download_count: v.number(),
  author: v.string(),
  /** Comma-separated (decisions §3: the admin keywords joined). */
  tags: v.string(),
  created_at: v.string(),
  featured: v.boolean(),
  year: v.nullable(v.number()),
  specialty: v.string(),
  visibility: v.picklist(RESOURCE_VISIBILITIES),
})
export type PublicResource = v.InferOutput<typeof ResourceSchema>

export const ResourceListResponseSchema = listResponse(ResourceSchema)
export type ResourceListResponse = v.InferOutput<typeof ResourceListResponseSchema>

/**
 * GET /api/resources (spec §7): newest first; `order=asc` oldest first; `sort=downloads`
 * most downloaded first; `sort=title` A→Z by the title in `lang` (default ar).
 */
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

/** GET /api/resources/{id}/file: the signed link to a members-only file (see the server's file-links.ts). */
export const ResourceFileQuerySchema = v.object({
  expires: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
  sig: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/)),
})

/**
 * POST /api/resources/{id}/download (no body). `file_url` is where to go: the file itself
 * for a public resource, a signed link valid for 10 minutes for a members-only one.
 */
export const ResourceDownloadResponseSchema = v.object({ file_url: v.string(), download_count: v.number() })
export type ResourceDownloadResponse = v.InferOutput<typeof ResourceDownloadResponseSchema>

/** The /resources sort select. */
export const RESOURCE_UI_SORTS = ['newest', 'oldest', 'downloads', 'title'] as const
export type ResourceUiSort = (typeof RESOURCE_UI_SORTS)[number]
export const ResourcesSearchSchema = v.object({
  page: searchPage,
  search: searchText,
  category: searchPick(RESOURCE_CATEGORIES),
  file_type: searchPick(RESOURCE_FILE_TYPES),
  sort: searchPick(RESOURCE_UI_SORTS),
})
export type ResourcesSearch = v.InferOutput<typeof ResourcesSearchSchema>

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

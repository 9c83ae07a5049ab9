import * as v from 'valibot'
import { searchPage, searchPick, searchText } from './address-params'
import { listResponse } from './content-query'
import { FILE_TYPE_CODES, RESOURCE_CATEGORY_CODES } from './reference-data'

// Apart from resources.ts: the route and the home page load these at start-up.

export const RESOURCE_CATEGORIES = RESOURCE_CATEGORY_CODES
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number]
export const RESOURCE_FILE_TYPES = FILE_TYPE_CODES

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

export const RESOURCE_VISIBILITIES = ['public', 'member', 'admin'] as const
export type ResourceVisibility = (typeof RESOURCE_VISIBILITIES)[number]

export const ResourceSchema = v.object({
  id: v.number(),
  title_ar: v.string(),
  title_en: v.string(),
  description_ar: v.string(),
  description_en: v.string(),
  category: v.picklist(RESOURCE_CATEGORIES),
  file_type: v.string(),
  file_size: v.nullable(v.number()),
  file_url: v.string(),
  download_count: v.number(),
  author: v.string(),
  tags: v.string(),
  author_ar: v.optional(v.string(), ''),
  author_en: v.optional(v.string(), ''),
  keywords_ar: v.optional(v.array(v.string()), []),
  keywords_en: v.optional(v.array(v.string()), []),
  created_at: v.string(),
  featured: v.boolean(),
  year: v.nullable(v.number()),
  specialty: v.string(),
  visibility: v.picklist(RESOURCE_VISIBILITIES),
})
export type PublicResource = v.InferOutput<typeof ResourceSchema>

export const ResourceListResponseSchema = listResponse(ResourceSchema)
export type ResourceListResponse = v.InferOutput<typeof ResourceListResponseSchema>

import * as v from 'valibot'
import { searchPage, searchPick, searchText } from './address-params'
import { listResponse } from './content-query'

/**
 * The public /news list, its address (filter, sort) and its answer: its route file validates the address at start-up and the home page reads the answer
 * on a first visit, so this module holds only those, none of the area's queries, forms or admin
 * schemas (docs/decisions/275-start-up-schemas-in-modules-of-their-own.md). posts.ts re-exports it.
 */

export const POST_TYPES = ['news', 'page'] as const
export type PostType = (typeof POST_TYPES)[number]
export const POST_STATUSES = ['draft', 'published', 'scheduled'] as const
export type PostStatus = (typeof POST_STATUSES)[number]
/** News categories (the admin form edits them; the /news filter offers them). */
export const POST_CATEGORIES = ['announcements', 'conferences', 'research', 'education', 'community'] as const
export type PostCategory = (typeof POST_CATEGORIES)[number]

/** The /news address: forgiving; `sort` is the advanced panel's Latest/Oldest. */
export const NEWS_SORTS = ['latest', 'oldest'] as const
export const NewsSearchSchema = v.object({
  page: searchPage,
  search: searchText,
  category: searchPick(POST_CATEGORIES),
  sort: searchPick(NEWS_SORTS),
})
export type NewsSearch = v.InferOutput<typeof NewsSearchSchema>

export const PostSchema = v.object({
  id: v.number(),
  type: v.picklist(POST_TYPES),
  status: v.picklist(POST_STATUSES),
  title_ar: v.string(),
  title_en: v.string(),
  body_md_ar: v.string(),
  body_md_en: v.string(),
  /** An /uploads/... path or an absolute URL; null without an image. */
  feature_path: v.nullable(v.string()),
  category: v.nullable(v.string()),
  created_at: v.string(),
})
export type Post = v.InferOutput<typeof PostSchema>

export const PostListResponseSchema = listResponse(PostSchema)
export type PostListResponse = v.InferOutput<typeof PostListResponseSchema>

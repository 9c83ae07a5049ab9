import * as v from 'valibot'
import { PAGE_SIZES } from './constants'
import { limitParam, listResponse, optionalPick, orderParam, pageParam, searchPage, searchParam, searchPick, searchText } from './content-query'

/** Spec §3 Post. */
export const POST_TYPES = ['news', 'page'] as const
export type PostType = (typeof POST_TYPES)[number]
export const POST_STATUSES = ['draft', 'published', 'scheduled'] as const
export type PostStatus = (typeof POST_STATUSES)[number]
/** News categories (decisions §3: the admin form edits them; the /news filter offers them). */
export const POST_CATEGORIES = ['announcements', 'conferences', 'research', 'education', 'community'] as const
export type PostCategory = (typeof POST_CATEGORIES)[number]

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

/**
 * GET /api/posts (spec §7): newest first; `order=asc` for oldest. The public only ever
 * sees published posts; `type` defaults to news.
 */
export const PostListQuerySchema = v.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZES.news),
  search: searchParam,
  category: optionalPick(POST_CATEGORIES),
  type: v.optional(optionalPick(POST_TYPES), 'news'),
  status: optionalPick(POST_STATUSES),
  order: orderParam,
})
export type PostListQuery = v.InferOutput<typeof PostListQuerySchema>
export type PostListQueryInput = v.InferInput<typeof PostListQuerySchema>

/** The /news address: forgiving; `sort` is the advanced panel's Latest/Oldest. */
export const NEWS_SORTS = ['latest', 'oldest'] as const
export type NewsSort = (typeof NEWS_SORTS)[number]
export const NewsSearchSchema = v.object({
  page: searchPage,
  search: searchText,
  category: searchPick(POST_CATEGORIES),
  sort: searchPick(NEWS_SORTS),
})
export type NewsSearch = v.InferOutput<typeof NewsSearchSchema>

export function newsSearchToQuery(search: NewsSearch): PostListQueryInput {
  return {
    type: 'news',
    status: 'published',
    page: search.page,
    limit: PAGE_SIZES.news,
    ...(search.search ? { search: search.search } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(search.sort === 'oldest' ? { order: 'asc' } : {}),
  }
}

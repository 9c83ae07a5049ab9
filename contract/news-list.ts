import * as v from 'valibot'
import { searchPage, searchPick, searchText } from './address-params'
import { listResponse } from './content-query'

// Apart from posts.ts: the /news route file and the home page load these at start-up.

export const POST_TYPES = ['news', 'page'] as const
export type PostType = (typeof POST_TYPES)[number]
export const POST_STATUSES = ['draft', 'published', 'scheduled'] as const
export type PostStatus = (typeof POST_STATUSES)[number]
export const POST_CATEGORIES = ['announcements', 'conferences', 'research', 'education', 'community'] as const
export type PostCategory = (typeof POST_CATEGORIES)[number]

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
  feature_path: v.nullable(v.string()),
  category: v.nullable(v.string()),
  created_at: v.string(),
})
export type Post = v.InferOutput<typeof PostSchema>

export const PostListResponseSchema = listResponse(PostSchema)
export type PostListResponse = v.InferOutput<typeof PostListResponseSchema>

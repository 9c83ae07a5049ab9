import * as v from 'valibot'
import { ADMIN_LIST_LIMITS, PAGE_SIZES } from './constants'
import { limitParam, optionalPick, orderParam, pageParam, searchParam } from './content-query'
import { VALIDATION_CODES as C } from './errors'
import { POST_CATEGORIES, POST_STATUSES, POST_TYPES, PostSchema, type NewsSearch } from './news-list'

export * from './news-list'

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

export const AdminPostListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], C.invalidType),
      v.transform(Number),
      v.number(C.integer),
      v.integer(C.integer),
      v.minValue(1, C.tooSmall),
      v.maxValue(100, C.tooLarge),
    ),
    ADMIN_LIST_LIMITS.posts,
  ),
})
export const AdminPostListResponseSchema = v.object({ items: v.array(PostSchema), total: v.number() })
export type AdminPostListResponse = v.InferOutput<typeof AdminPostListResponseSchema>

const text = (max: number) => v.optional(v.pipe(v.string(C.invalidType), v.maxLength(max, C.tooLong)), '')

const featurePath = v.optional(
  v.nullable(
    v.pipe(
      v.string(C.invalidType),
      v.trim(),
      v.maxLength(2000, C.tooLong),
      v.check(
        (value) => value === '' || value.startsWith('/uploads/') || /^https?:\/\/[^\s]+$/i.test(value),
        C.url,
      ),
      v.transform((value) => value || null),
    ),
  ),
  null,
)

export const PostWriteSchema = v.strictObject(
  {
    type: v.picklist(POST_TYPES, C.oneOf),
    status: v.picklist(POST_STATUSES, C.oneOf),
    title_ar: text(300),
    title_en: text(300),
    body_md_ar: text(100_000),
    body_md_en: text(100_000),
    feature_path: featurePath,
    category: v.optional(v.nullable(v.picklist(POST_CATEGORIES, C.oneOf)), null),
  },
  C.unknownField,
)
export type PostWrite = v.InferInput<typeof PostWriteSchema>
export type PostWriteOutput = v.InferOutput<typeof PostWriteSchema>

export const ImageUploadResponseSchema = v.object({ url: v.string() })
export const DeletedResponseSchema = v.object({ id: v.number(), deleted: v.literal(true) })

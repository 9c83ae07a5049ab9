import * as v from 'valibot'
import { ADMIN_LIST_LIMITS } from './constants'
import { VALIDATION_CODES as C } from './errors'
import { POST_CATEGORIES, POST_STATUSES, POST_TYPES, PostSchema } from './posts'

/**
 * Admin posts (spec §7 Admin, decisions §3). The admin list is its own call,
 * GET /api/admin/posts, so the public GET /api/posts never serves drafts to anyone.
 */
export const AdminPostListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(v.union([v.string(), v.number()], C.invalidType), v.transform(Number), v.number(C.integer), v.integer(C.integer), v.minValue(1, C.tooSmall), v.maxValue(100, C.tooLarge)),
    ADMIN_LIST_LIMITS.posts,
  ),
})
export const AdminPostListResponseSchema = v.object({ items: v.array(PostSchema), total: v.number() })
export type AdminPostListResponse = v.InferOutput<typeof AdminPostListResponseSchema>

const text = (max: number) => v.optional(v.pipe(v.string(C.invalidType), v.maxLength(max, C.tooLong)), '')

/** A feature image is an uploaded /uploads/... path or an http(s) URL (spec §5). */
const featurePath = v.optional(
  v.nullable(
    v.pipe(
      v.string(C.invalidType),
      v.trim(),
      v.maxLength(2000, C.tooLong),
      v.check((value) => value === '' || value.startsWith('/uploads/') || /^https?:\/\/[^\s]+$/i.test(value), C.url),
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

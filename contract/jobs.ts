import * as v from 'valibot'
import { ADMIN_LIST_LIMITS, DEFAULT_CURRENCY, PAGE_SIZES } from './constants'
import {
  boolParam,
  limitParam,
  optionalPick,
  orderParam,
  pageParam,
  searchParam,
  withoutControls,
} from './content-query'
import { VALIDATION_CODES as C } from './errors'
import { ONE_TITLE_REQUIRED, isoTimestamp, optionalHttpUrl, trimmedText } from './admin-write-fields'
import { cityCodeOf, JOB_CATEGORIES, JOB_TERMS, JOB_EXPERIENCE_LEVELS, JOB_TYPES } from './jobs-list'
import { typedNumber } from './numbers'

export * from './jobs-list'

/** Jobs without the sorted value come last. */
const JOB_SORTS = ['salary_max', 'salary_min', 'application_deadline'] as const
export type JobSort = (typeof JOB_SORTS)[number]

export const JobListQuerySchema = v.object({
  page: pageParam,
  limit: limitParam(PAGE_SIZES.jobs),
  search: searchParam,
  location: v.optional(
    v.pipe(
      v.string(C.invalidType),
      withoutControls,
      v.trim(),
      v.maxLength(100, C.tooLong),
      v.transform((value) => (value === '' ? undefined : cityCodeOf(value))),
    ),
  ),
  category: optionalPick(JOB_CATEGORIES),
  job_type: optionalPick(JOB_TYPES),
  experience_level: optionalPick(JOB_EXPERIENCE_LEVELS),
  featured: v.optional(boolParam),
  sort: optionalPick(JOB_SORTS),
  order: orderParam,
})
export type JobListQuery = v.InferOutput<typeof JobListQuerySchema>
export type JobListQueryInput = v.InferInput<typeof JobListQuerySchema>

export const AdminJobSchema = v.object({
  id: v.number(),
  title_ar: v.string(),
  title_en: v.string(),
  ...JOB_TERMS,
  deadline: v.nullable(v.string()),
  apply_url: v.nullable(v.string()),
  body_md_ar: v.string(),
  body_md_en: v.string(),
  requirements: v.string(),
  employer_ar: v.string(),
  employer_en: v.string(),
  requirements_ar: v.string(),
  requirements_en: v.string(),
  featured: v.boolean(),
  created_at: v.string(),
})
export type AdminJob = v.InferOutput<typeof AdminJobSchema>

export const AdminJobListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], C.invalidType),
      v.transform(Number),
      v.number(C.integer),
      v.integer(C.integer),
      v.minValue(1, C.tooSmall),
      v.maxValue(100, C.tooLarge),
    ),
    ADMIN_LIST_LIMITS.jobs,
  ),
})
export const AdminJobListResponseSchema = v.object({ items: v.array(AdminJobSchema), total: v.number() })

const salary = v.optional(
  typedNumber(
    v.nullable(
      v.pipe(
        v.number(C.integer),
        v.integer(C.integer),
        v.minValue(0, C.tooSmall),
        v.maxValue(10_000_000, C.tooLarge),
      ),
    ),
  ),
  null,
)
const deadline = v.optional(v.nullable(isoTimestamp), null)

export const JobWriteSchema = v.pipe(
  v.strictObject(
    {
      title_ar: trimmedText(300),
      title_en: trimmedText(300),
      employer_ar: trimmedText(200),
      employer_en: trimmedText(200),
      employer: trimmedText(200),
      location: v.optional(
        v.pipe(v.string(C.invalidType), v.trim(), v.maxLength(200, C.tooLong), v.transform(cityCodeOf)),
        '',
      ),
      deadline,
      apply_url: optionalHttpUrl,
      body_md_ar: trimmedText(50_000),
      body_md_en: trimmedText(50_000),
      job_type: v.optional(v.picklist(JOB_TYPES, C.oneOf), 'full-time'),
      experience_level: v.optional(v.picklist(JOB_EXPERIENCE_LEVELS, C.oneOf), 'mid'),
      category: v.optional(v.picklist(JOB_CATEGORIES, C.oneOf), 'clinical'),
      salary_min: salary,
      salary_max: salary,
      currency: v.optional(
        v.pipe(v.string(C.invalidType), v.regex(/^[A-Z]{3}$/, C.invalid)),
        DEFAULT_CURRENCY,
      ),
      requirements_ar: trimmedText(10_000),
      requirements_en: trimmedText(10_000),
      requirements: trimmedText(10_000),
      featured: v.optional(v.boolean(C.invalidType), false),
    },
    C.unknownField,
  ),
  v.forward(
    v.check(
      (job) => job.salary_min === null || job.salary_max === null || job.salary_min <= job.salary_max,
      C.invalid,
    ),
    ['salary_max'],
  ),
  v.forward(
    v.check((job) => Boolean(job.title_ar || job.title_en), C.required),
    ['title_en'],
  ),
  v.metadata(ONE_TITLE_REQUIRED),
)
export type JobWrite = v.InferInput<typeof JobWriteSchema>
export type JobWriteOutput = v.InferOutput<typeof JobWriteSchema>

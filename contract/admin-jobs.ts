import * as v from 'valibot'
import { ADMIN_LIST_LIMITS, DEFAULT_CURRENCY } from './constants'
import { isoTimestamp, optionalHttpUrl, trimmedText } from './admin-write-fields'
import { VALIDATION_CODES as C } from './errors'
import { JOB_CATEGORIES, JOB_EXPERIENCE_LEVELS, JOB_TYPES } from './jobs'

/** Admin jobs (spec §3 admin reading, decisions §3: the form also edits the public fields). */
export const AdminJobSchema = v.object({
  id: v.number(),
  title_ar: v.string(),
  title_en: v.string(),
  employer: v.string(),
  location: v.string(),
  deadline: v.nullable(v.string()),
  apply_url: v.nullable(v.string()),
  body_md_ar: v.string(),
  body_md_en: v.string(),
  job_type: v.string(),
  experience_level: v.string(),
  category: v.string(),
  salary_min: v.nullable(v.number()),
  salary_max: v.nullable(v.number()),
  currency: v.string(),
  requirements: v.string(),
  featured: v.boolean(),
  created_at: v.string(),
})
export type AdminJob = v.InferOutput<typeof AdminJobSchema>

export const AdminJobListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(v.union([v.string(), v.number()], C.invalidType), v.transform(Number), v.number(C.integer), v.integer(C.integer), v.minValue(1, C.tooSmall), v.maxValue(100, C.tooLarge)),
    ADMIN_LIST_LIMITS.jobs,
  ),
})
export const AdminJobListResponseSchema = v.object({ items: v.array(AdminJobSchema), total: v.number() })

const salary = v.optional(v.nullable(v.pipe(v.number(C.invalidType), v.integer(C.integer), v.minValue(0, C.tooSmall), v.maxValue(10_000_000, C.tooLarge))), null)
const deadline = v.optional(v.nullable(isoTimestamp), null)

export const JobWriteSchema = v.pipe(
  v.strictObject(
    {
      title_ar: trimmedText(300),
      title_en: trimmedText(300),
      employer: trimmedText(200),
      location: trimmedText(200),
      deadline,
      apply_url: optionalHttpUrl,
      body_md_ar: trimmedText(50_000),
      body_md_en: trimmedText(50_000),
      job_type: v.optional(v.picklist(JOB_TYPES, C.oneOf), 'full-time'),
      experience_level: v.optional(v.picklist(JOB_EXPERIENCE_LEVELS, C.oneOf), 'mid'),
      category: v.optional(v.picklist(JOB_CATEGORIES, C.oneOf), 'clinical'),
      salary_min: salary,
      salary_max: salary,
      currency: v.optional(v.pipe(v.string(C.invalidType), v.regex(/^[A-Z]{3}$/, C.invalid)), DEFAULT_CURRENCY),
      requirements: trimmedText(10_000),
      featured: v.optional(v.boolean(C.invalidType), false),
    },
    C.unknownField,
  ),
  v.forward(
    v.check((job) => job.salary_min === null || job.salary_max === null || job.salary_min <= job.salary_max, C.invalid),
    ['salary_max'],
  ),
  v.forward(
    v.check((job) => Boolean(job.title_ar || job.title_en), C.required),
    ['title_en'],
  ),
)
export type JobWrite = v.InferInput<typeof JobWriteSchema>
export type JobWriteOutput = v.InferOutput<typeof JobWriteSchema>

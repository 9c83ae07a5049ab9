import * as v from 'valibot'
import { searchPage, searchPick, searchText } from './address-params'
import { PAGE_SIZES } from './constants'
import { listResponse } from './content-query'
import type { JobListQueryInput } from './jobs'
import {
  CITIES,
  codesOf,
  JOB_CATEGORY_CODES,
  JOB_EXPERIENCE_LEVEL_CODES,
  JOB_TYPE_CODES,
  referenceValueIn,
} from './reference-data'

// Apart from jobs.ts: the /jobs route file and the home page load these at start-up.

export const JOB_TYPES = JOB_TYPE_CODES
export type JobType = (typeof JOB_TYPES)[number]
export const JOB_EXPERIENCE_LEVELS = JOB_EXPERIENCE_LEVEL_CODES
export type JobExperienceLevel = (typeof JOB_EXPERIENCE_LEVELS)[number]
export const JOB_CATEGORIES = JOB_CATEGORY_CODES
export type JobCategory = (typeof JOB_CATEGORIES)[number]
export const JOB_LOCATIONS = codesOf(CITIES)
export type JobLocation = (typeof JOB_LOCATIONS)[number]

/** "Riyadh", "riyadh" and "الرياض" all read as `riyadh`. */
export const cityCodeOf = (text: string) => referenceValueIn(CITIES, text)

export const JOB_UI_SORTS = ['newest', 'oldest', 'salary_max', 'salary_min', 'application_deadline'] as const
export type JobUiSort = (typeof JOB_UI_SORTS)[number]
export const JobsSearchSchema = v.object({
  page: searchPage,
  search: searchText,
  // A city's name (`?location=Riyadh`) opens the same filter as its code.
  location: v.fallback(
    v.optional(v.pipe(v.string(), v.transform(cityCodeOf), v.picklist(JOB_LOCATIONS))),
    undefined,
  ),
  category: searchPick(JOB_CATEGORIES),
  job_type: searchPick(JOB_TYPES),
  experience_level: searchPick(JOB_EXPERIENCE_LEVELS),
  sort: searchPick(JOB_UI_SORTS),
})
export type JobsSearch = v.InferOutput<typeof JobsSearchSchema>

export const JOB_TERMS = {
  employer: v.string(),
  location: v.string(),
  job_type: v.string(),
  experience_level: v.string(),
  category: v.string(),
  salary_min: v.nullable(v.number()),
  salary_max: v.nullable(v.number()),
  currency: v.string(),
}

export const JobSchema = v.object({
  id: v.number(),
  title_ar: v.string(),
  title_en: v.string(),
  description_ar: v.string(),
  description_en: v.string(),
  ...JOB_TERMS,
  application_deadline: v.nullable(v.string()),
  application_link: v.nullable(v.string()),
  requirements: v.string(),
  employer_ar: v.optional(v.string(), ''),
  employer_en: v.optional(v.string(), ''),
  requirements_ar: v.optional(v.string(), ''),
  requirements_en: v.optional(v.string(), ''),
  created_at: v.string(),
  featured: v.boolean(),
})
export type PublicJob = v.InferOutput<typeof JobSchema>

export const JobListResponseSchema = listResponse(JobSchema)
export type JobListResponse = v.InferOutput<typeof JobListResponseSchema>

export function jobsSearchToQuery(search: JobsSearch): JobListQueryInput {
  const sort = search.sort
  return {
    page: search.page,
    limit: PAGE_SIZES.jobs,
    ...(search.search ? { search: search.search } : {}),
    ...(search.location ? { location: search.location } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(search.job_type ? { job_type: search.job_type } : {}),
    ...(search.experience_level ? { experience_level: search.experience_level } : {}),
    ...(sort === 'oldest' ? { order: 'asc' } : sort && sort !== 'newest' ? { sort } : {}),
  }
}

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
} from './reference-codes'

/**
 * The public /jobs list, its address (filters, sort), the API query it asks and its answer: its route file validates the address at start-up and the home page reads the answer
 * on a first visit, so this module holds only those, none of the area's queries, forms or admin
 * schemas (docs/decisions/275-start-up-schemas-in-modules-of-their-own.md). jobs.ts re-exports it.
 */

export const JOB_TYPES = JOB_TYPE_CODES
export type JobType = (typeof JOB_TYPES)[number]
export const JOB_EXPERIENCE_LEVELS = JOB_EXPERIENCE_LEVEL_CODES
export type JobExperienceLevel = (typeof JOB_EXPERIENCE_LEVELS)[number]
export const JOB_CATEGORIES = JOB_CATEGORY_CODES
export type JobCategory = (typeof JOB_CATEGORIES)[number]
/**
 * A job's location is a city code of contract/reference-data.ts, or `other:` + the place as
 * typed when it names no city (a remote post, a town not in the list): rows, answers and
 * filters carry the code, the app shows the city's label in the reader's language. The
 * public filter offers every city.
 */
export const JOB_LOCATIONS = codesOf(CITIES)
export type JobLocation = (typeof JOB_LOCATIONS)[number]

/**
 * Typed or linked location text read as the stored value: "Riyadh", "riyadh", "الرياض" and
 * old links naming the English city all become `riyadh`; '' stays absent.
 */
export const cityCodeOf = (text: string) => referenceValueIn(CITIES, text)

/** The /jobs sort select. */
export const JOB_UI_SORTS = ['newest', 'oldest', 'salary_max', 'salary_min', 'application_deadline'] as const
export type JobUiSort = (typeof JOB_UI_SORTS)[number]
export const JobsSearchSchema = v.object({
  page: searchPage,
  search: searchText,
  // An address written before codes (`?location=Riyadh`) still opens the city's jobs.
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

/** The terms of a job that the public and the admin readings both carry, as stored. */
export const JOB_TERMS = {
  /** `employer_ar`, else `employer_en`. */
  employer: v.string(),
  location: v.string(),
  job_type: v.string(),
  experience_level: v.string(),
  category: v.string(),
  salary_min: v.nullable(v.number()),
  salary_max: v.nullable(v.number()),
  currency: v.string(),
}

/** Public reading plus category, currency and featured. */
export const JobSchema = v.object({
  id: v.number(),
  title_ar: v.string(),
  title_en: v.string(),
  description_ar: v.string(),
  description_en: v.string(),
  ...JOB_TERMS,
  application_deadline: v.nullable(v.string()),
  application_link: v.nullable(v.string()),
  /** Newline-separated: `requirements_ar`, else `requirements_en`. */
  requirements: v.string(),
  /** Employer and requirements in each language ('' when not given). Saved copies from before them read as '' (the app then shows the single fields). */
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

/** The API query of a /jobs address. */
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

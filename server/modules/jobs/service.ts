import { DEFAULT_CURRENCY } from '@contract/constants'
import type { JobListQuery, JobListResponse, PublicJob } from '@contract/jobs'
import type { AppDeps } from '../../app-env'
import { notFound } from '../../lib/errors'
import * as repository from './repository'

/** The public reading of decisions §3 (deadline → application_deadline, apply_url → application_link, body → description). */
export function toPublicJob(row: repository.JobRow): PublicJob {
  return {
    id: row.id,
    title_ar: row.title_ar,
    title_en: row.title_en,
    description_ar: row.body_md_ar,
    description_en: row.body_md_en,
    employer: row.employer,
    location: row.location,
    job_type: row.job_type,
    experience_level: row.experience_level,
    category: row.category,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    currency: row.currency || DEFAULT_CURRENCY,
    application_deadline: row.deadline,
    application_link: row.apply_url || null,
    requirements: row.requirements,
    created_at: row.created_at,
    featured: row.featured === 1,
  }
}

/** GET /jobs: every job that is not deleted, expired ones included (their status says so). */
export async function listPublicJobs(deps: AppDeps, query: JobListQuery): Promise<JobListResponse> {
  const { rows, total } = await repository.listPublicJobs(deps.db, {
    dialect: deps.dialect,
    now: deps.now().toISOString(),
    search: query.search,
    location: query.location,
    category: query.category,
    jobType: query.job_type,
    experienceLevel: query.experience_level,
    featured: query.featured ?? false,
    sort: query.sort,
    order: query.order ?? 'desc',
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  })
  return { items: rows.map(toPublicJob), total }
}

export async function getPublicJob(deps: AppDeps, id: number): Promise<PublicJob> {
  const row = await repository.findPublicJob(deps.db, id)
  if (!row) throw notFound('Not found', 'jobNotFound')
  return toPublicJob(row)
}

// Read by the home page's summary, which composes several modules.
export { countOpenJobs } from './repository'

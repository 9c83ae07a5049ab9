import { DEFAULT_CURRENCY } from '@contract/constants'
import type { AdminJob, JobListQuery, JobListResponse, JobWriteOutput, PublicJob } from '@contract/jobs'
import type { AppDeps } from '../../app-env'
import { foundOr404 } from '../../lib/errors'
import { listWindow } from '../../lib/paging'
import * as repository from './repository'
import type { Viewer } from '../../lib/auth/viewer'
import { auditedContent } from '../audit/service'
import type { AdminOverview } from '@contract/overview'

/** The public reading of a stored job: deadline → application_deadline, apply_url → application_link, body → description. */
function toPublicJob(row: repository.JobRow): PublicJob {
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
    ...listWindow(query),
    now: deps.now().toISOString(),
    location: query.location,
    category: query.category,
    jobType: query.job_type,
    experienceLevel: query.experience_level,
    featured: query.featured ?? false,
    sort: query.sort,
  })
  return { items: rows.map(toPublicJob), total }
}

export async function getPublicJob(deps: AppDeps, id: number): Promise<PublicJob> {
  return toPublicJob(foundOr404(await repository.findPublicJob(deps.db, id), 'jobNotFound'))
}

const toAdminJob = (row: repository.AdminJobRow): AdminJob => ({ ...row, featured: row.featured === 1 })

const toRow = (input: JobWriteOutput) => ({ ...input, featured: input.featured ? 1 : 0 })

const jobs = auditedContent({ entity: 'job', notFoundMessage: 'Job not found', notFoundCode: 'jobNotFound', findAny: repository.findAny, toItem: toAdminJob, softDelete: repository.softDelete })

export async function listJobs(deps: AppDeps, limit: number) {
  const { rows, total } = await repository.listAll(deps.db, limit)
  return { items: rows.map(toAdminJob), total }
}

export function createJob(deps: AppDeps, viewer: Viewer, input: JobWriteOutput): Promise<AdminJob> {
  return jobs.create(deps, viewer, (now) => repository.insertJob(deps.db, { ...toRow(input), deleted_at: null }, now))
}

export function saveJob(deps: AppDeps, viewer: Viewer, id: number, input: JobWriteOutput): Promise<AdminJob> {
  return jobs.save(deps, viewer, id, (_before, now) => repository.updateJob(deps.db, id, toRow(input), now))
}

export function deleteJob(deps: AppDeps, viewer: Viewer, id: number): Promise<{ id: number; deleted: true }> {
  return jobs.remove(deps, viewer, id)
}

/** The Overview card: jobs not deleted, and those still open (no deadline, or a later one). */
export function countJobs(deps: AppDeps): Promise<AdminOverview['jobs']> {
  return repository.countJobs(deps.db, deps.now().toISOString())
}

/** The home counter: jobs still open for applications (no deadline, or one not yet passed). */
export function countOpenJobs(deps: AppDeps): Promise<number> {
  return repository.countOpenJobs(deps.db, deps.now().toISOString())
}

/** Every job the public can still apply to, with when it last changed (the sitemap; an expired job is left out). */
export const openJobChanges = (deps: AppDeps): Promise<{ id: number; updated_at: string }[]> => repository.openJobChanges(deps.db, deps.now().toISOString())

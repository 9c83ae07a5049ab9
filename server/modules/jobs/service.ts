import { DEFAULT_CURRENCY } from '@contract/constants'
import type { AdminJob, JobListQuery, JobListResponse, JobWriteOutput, PublicJob } from '@contract/jobs'
import type { AppDeps } from '../../app-env'
import { foundOr404 } from '../../lib/errors'
import { listWindow } from '../../lib/paging'
import * as repository from './repository'
import type { Viewer } from '../../lib/auth/viewer'
import { auditedContent } from '../audit/service'
import type { AdminOverview } from '@contract/overview'
import { bilingualWrite, singleReading } from '@contract/script-language'

function toPublicJob(row: repository.JobRow): PublicJob {
  return {
    id: row.id,
    title_ar: row.title_ar,
    title_en: row.title_en,
    description_ar: row.body_md_ar,
    description_en: row.body_md_en,
    employer: singleReading(row.employer_ar, row.employer_en),
    employer_ar: row.employer_ar,
    employer_en: row.employer_en,
    location: row.location,
    job_type: row.job_type,
    experience_level: row.experience_level,
    category: row.category,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    currency: row.currency || DEFAULT_CURRENCY,
    application_deadline: row.deadline,
    application_link: row.apply_url || null,
    requirements: singleReading(row.requirements_ar, row.requirements_en),
    requirements_ar: row.requirements_ar,
    requirements_en: row.requirements_en,
    created_at: row.created_at,
    featured: row.featured === 1,
  }
}

/** Every job that is not deleted, expired ones included (their status says so). */
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

const toAdminJob = (row: repository.AdminJobRow): AdminJob => ({
  ...row,
  employer: singleReading(row.employer_ar, row.employer_en),
  requirements: singleReading(row.requirements_ar, row.requirements_en),
  featured: row.featured === 1,
})

function toRow(
  {
    employer,
    employer_ar,
    employer_en,
    requirements,
    requirements_ar,
    requirements_en,
    ...input
  }: JobWriteOutput,
  before?: AdminJob,
) {
  const employers = bilingualWrite(
    { single: employer, ar: employer_ar, en: employer_en },
    before && { ar: before.employer_ar, en: before.employer_en },
  )
  const lists = bilingualWrite(
    { single: requirements, ar: requirements_ar, en: requirements_en },
    before && { ar: before.requirements_ar, en: before.requirements_en },
  )
  return {
    ...input,
    employer_ar: employers.ar,
    employer_en: employers.en,
    requirements_ar: lists.ar,
    requirements_en: lists.en,
    featured: input.featured ? 1 : 0,
  }
}

const jobs = auditedContent({
  entity: 'job',
  notFoundMessage: 'Job not found',
  notFoundCode: 'jobNotFound',
  findAny: repository.findAny,
  toItem: toAdminJob,
  softDelete: repository.softDelete,
})

export async function listJobs(deps: AppDeps, limit: number) {
  const { rows, total } = await repository.listAll(deps.db, limit)
  return { items: rows.map(toAdminJob), total }
}

export function createJob(deps: AppDeps, viewer: Viewer, input: JobWriteOutput): Promise<AdminJob> {
  return jobs.create(deps, viewer, (now) =>
    repository.insertJob(deps.db, { ...toRow(input), deleted_at: null }, now),
  )
}

export function saveJob(deps: AppDeps, viewer: Viewer, id: number, input: JobWriteOutput): Promise<AdminJob> {
  return jobs.save(deps, viewer, id, (before, now) =>
    repository.updateJob(deps.db, id, toRow(input, before), now),
  )
}

export function deleteJob(deps: AppDeps, viewer: Viewer, id: number): Promise<{ id: number; deleted: true }> {
  return jobs.remove(deps, viewer, id)
}

export function countJobs(deps: AppDeps): Promise<AdminOverview['jobs']> {
  return repository.countJobs(deps.db, deps.now().toISOString())
}

export function countOpenJobs(deps: AppDeps): Promise<number> {
  return repository.countOpenJobs(deps.db, deps.now().toISOString())
}

export const openJobChanges = (deps: AppDeps): Promise<{ id: number; updated_at: string }[]> =>
  repository.openJobChanges(deps.db, deps.now().toISOString())

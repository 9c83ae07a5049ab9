import type { AdminJob, JobWriteOutput } from '@contract/jobs'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { auditedContent } from '../audit/audited-content'
import { insertJob, updateJob } from '../jobs/repository'
import * as repo from './repository'

const toAdminJob = (row: repo.AdminJobRow): AdminJob => ({ ...row, featured: row.featured === 1 })

const toRow = (input: JobWriteOutput) => ({ ...input, featured: input.featured ? 1 : 0 })

const jobs = auditedContent({ entity: 'job', notFoundMessage: 'Job not found', notFoundCode: 'jobNotFound', findAny: repo.findAny, toItem: toAdminJob, softDelete: repo.softDelete })

export async function listJobs(deps: AppDeps, limit: number) {
  const { rows, total } = await repo.listAll(deps.db, limit)
  return { items: rows.map(toAdminJob), total }
}

export function createJob(deps: AppDeps, viewer: Viewer, input: JobWriteOutput): Promise<AdminJob> {
  return jobs.create(deps, viewer, (now) => insertJob(deps.db, { ...toRow(input), deleted_at: null }, now))
}

export function saveJob(deps: AppDeps, viewer: Viewer, id: number, input: JobWriteOutput): Promise<AdminJob> {
  return jobs.save(deps, viewer, id, (_before, now) => updateJob(deps.db, id, toRow(input), now))
}

export function deleteJob(deps: AppDeps, viewer: Viewer, id: number): Promise<{ id: number; deleted: true }> {
  return jobs.remove(deps, viewer, id)
}

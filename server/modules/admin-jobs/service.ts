import type { AdminJob, JobWriteOutput } from '@contract/admin-jobs'
import type { AppDeps } from '../../app-env'
import type { Viewer } from '../../lib/auth/viewer'
import { notFound } from '../../lib/errors'
import { recordAudit } from '../audit/repository'
import { insertJob, updateJob } from '../jobs/repository'
import * as repo from './repository'

const toAdminJob = (row: repo.AdminJobRow): AdminJob => ({ ...row, featured: row.featured === 1 })

const toRow = (input: JobWriteOutput) => ({ ...input, featured: input.featured ? 1 : 0 })

export async function listJobs(deps: AppDeps, limit: number) {
  const { rows, total } = await repo.listAll(deps.db, limit)
  return { items: rows.map(toAdminJob), total }
}

async function load(deps: AppDeps, id: number): Promise<AdminJob> {
  const row = await repo.findAny(deps.db, id)
  if (!row) throw notFound('Job not found')
  return toAdminJob(row)
}

export async function createJob(deps: AppDeps, viewer: Viewer, input: JobWriteOutput): Promise<AdminJob> {
  const now = deps.now()
  const id = await insertJob(deps.db, { ...toRow(input), deleted_at: null }, now)
  const job = await load(deps, id)
  await recordAudit(deps.db, { actorId: viewer.id, action: 'job.create', entity: 'job', entityId: id, before: null, after: job, now })
  return job
}

export async function saveJob(deps: AppDeps, viewer: Viewer, id: number, input: JobWriteOutput): Promise<AdminJob> {
  const before = await load(deps, id)
  const now = deps.now()
  if (!(await updateJob(deps.db, id, toRow(input), now))) throw notFound('Job not found')
  const after = await load(deps, id)
  await recordAudit(deps.db, { actorId: viewer.id, action: 'job.update', entity: 'job', entityId: id, before, after, now })
  return after
}

export async function deleteJob(deps: AppDeps, viewer: Viewer, id: number): Promise<{ id: number; deleted: true }> {
  const before = await load(deps, id)
  const now = deps.now()
  if (!(await repo.softDelete(deps.db, id, now.toISOString()))) throw notFound('Job not found')
  await recordAudit(deps.db, { actorId: viewer.id, action: 'job.delete', entity: 'job', entityId: id, before, after: null, now })
  return { id, deleted: true }
}

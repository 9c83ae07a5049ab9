import type { AdminJob } from '@contract/jobs'
import { adminJobStatus } from '@contract/job-status'
import { referenceSearchText } from '@contract/reference-data'

// Admin job status: one implementation, shared with the public screens.
export { adminJobStatus, type AdminJobStatus } from '@contract/job-status'

/** The list filter: active = no deadline or future; expired = past; closing = future within 7 days. */
export type JobStatusFilter = '' | 'active' | 'closing' | 'expired'
export function matchesStatus(job: Pick<AdminJob, 'deadline'>, filter: JobStatusFilter, now: Date): boolean {
  if (!filter) return true
  const status = adminJobStatus(job.deadline, now)
  if (filter === 'expired') return status === 'expired'
  if (filter === 'closing') return status === 'closing-soon'
  return status !== 'expired'
}

/** Client search is a case-insensitive substring match; a location matches by its city's name in either language. */
export function filterJobs(
  jobs: readonly AdminJob[],
  input: { search: string; status: JobStatusFilter; location: string },
  now: Date,
): AdminJob[] {
  const needle = input.search.trim().toLowerCase()
  const place = input.location.trim().toLowerCase()
  return jobs.filter(
    (job) =>
      (!needle ||
        [job.title_ar, job.title_en, job.employer_ar, job.employer_en].some((text) =>
          text.toLowerCase().includes(needle),
        )) &&
      (!place || referenceSearchText('city', job.location).toLowerCase().includes(place)) &&
      matchesStatus(job, input.status, now),
  )
}

export function jobStats(jobs: readonly AdminJob[], now: Date) {
  return {
    total: jobs.length,
    active: jobs.filter((job) => adminJobStatus(job.deadline, now) !== 'expired').length,
    expired: jobs.filter((job) => adminJobStatus(job.deadline, now) === 'expired').length,
    employers: new Set(jobs.map((job) => job.employer.trim().toLowerCase()).filter(Boolean)).size,
  }
}

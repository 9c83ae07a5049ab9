import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PublicJobStatus } from '@contract/job-status'
import { PAGE_SIZES } from '@contract/constants'
import type { JobsSearch, JobUiSort, PublicJob } from '@contract/jobs'
import { referenceSearchText } from '@contract/reference-data'
import { compareBy, matchesSearch, type SavedQuery } from '@/lib/offline/offline-list'

export const JOB_SORT_LABELS: Record<JobUiSort, MessageDescriptor> = {
  newest: msg`Newest`,
  oldest: msg`Oldest`,
  salary_max: msg`Highest salary`,
  salary_min: msg`Lowest salary`,
  application_deadline: msg`Closing soonest`,
}
export const JOB_STATUS_LABELS: Record<PublicJobStatus, MessageDescriptor> = {
  new: msg`New`,
  urgent: msg`Closing soon`,
  active: msg`Open`,
  expired: msg`Expired`,
}

/** Requirements are newline-separated; blank lines and list markers dropped. */
export function requirementLines(requirements: string): string[] {
  return requirements
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*([-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean)
}

/** Any search, filter or sort change resets the page to 1. */
export function changeJobsSearch(current: JobsSearch, change: Partial<Omit<JobsSearch, 'page'>>): JobsSearch {
  return { ...current, ...change, page: 1 }
}

/** The /jobs list rules of the server over saved jobs, for search, filters and paging offline (the location by code, searched in both languages). */
export function savedJobsQuery(search: JobsSearch, now: Date): SavedQuery<PublicJob> {
  const at = now.getTime()
  const created = (job: PublicJob) => Date.parse(job.created_at)
  const nullsLast = (value: number | null) => (value === null ? 1 : 0)
  const deadlineRank = (job: PublicJob) =>
    job.application_deadline === null ? 1 : Date.parse(job.application_deadline) >= at ? 0 : 2
  const sort = search.sort && search.sort !== 'newest' && search.sort !== 'oldest' ? search.sort : undefined
  const direction = !sort && search.sort === 'oldest' ? 1 : -1
  const bySort: ((a: PublicJob, b: PublicJob) => number)[] =
    sort === 'salary_max'
      ? [
          (a, b) => compareBy.number(nullsLast(a.salary_max), nullsLast(b.salary_max)),
          (a, b) => compareBy.number(b.salary_max ?? 0, a.salary_max ?? 0),
        ]
      : sort === 'salary_min'
        ? [
            (a, b) => compareBy.number(nullsLast(a.salary_min), nullsLast(b.salary_min)),
            (a, b) => compareBy.number(a.salary_min ?? 0, b.salary_min ?? 0),
          ]
        : sort === 'application_deadline'
          ? [
              (a, b) => compareBy.number(deadlineRank(a), deadlineRank(b)),
              (a, b) => compareBy.text(a.application_deadline ?? '', b.application_deadline ?? ''),
            ]
          : []
  return {
    filter: (job) =>
      (!search.location || job.location === search.location) &&
      (!search.category || job.category === search.category) &&
      (!search.job_type || job.job_type === search.job_type) &&
      (!search.experience_level || job.experience_level === search.experience_level) &&
      matchesSearch(search.search, job, [
        job.description_ar,
        job.description_en,
        job.employer_ar,
        job.employer_en,
        job.employer,
        referenceSearchText('city', job.location),
        job.requirements_ar,
        job.requirements_en,
        job.requirements,
      ]),
    compare: compareBy.chain(
      ...bySort,
      (a, b) => direction * compareBy.number(created(a), created(b)),
      (a, b) => direction * compareBy.number(a.id, b.id),
    ),
    page: search.page,
    pageSize: PAGE_SIZES.jobs,
  }
}

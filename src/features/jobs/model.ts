import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PublicJobStatus } from '@contract/job-status'
import type { JobsSearch, JobUiSort } from '@contract/jobs'

export const JOB_TYPE_LABELS: Record<string, MessageDescriptor> = {
  'full-time': msg`Full-time`,
  'part-time': msg`Part-time`,
  contract: msg`Contract`,
  locum: msg`Locum`,
  fellowship: msg`Fellowship`,
}
export const JOB_EXPERIENCE_LABELS: Record<string, MessageDescriptor> = {
  entry: msg`Entry level`,
  mid: msg`Mid level`,
  senior: msg`Senior`,
  consultant: msg`Consultant`,
}
export const JOB_CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  clinical: msg`Clinical`,
  surgical: msg`Surgical`,
  academic: msg`Academic`,
  research: msg`Research`,
  administrative: msg`Administrative`,
}
export const JOB_LOCATION_LABELS: Record<string, MessageDescriptor> = {
  Riyadh: msg`Riyadh`,
  Jeddah: msg`Jeddah`,
  Makkah: msg`Makkah`,
  Madinah: msg`Madinah`,
  Dammam: msg`Dammam`,
  Khobar: msg`Khobar`,
  Abha: msg`Abha`,
  Tabuk: msg`Tabuk`,
  Buraidah: msg`Buraidah`,
  Taif: msg`Taif`,
}
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

/** Requirements are newline-separated (spec §3); blank lines and list markers dropped. */
export function requirementLines(requirements: string): string[] {
  return requirements
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*([-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean)
}

/** Spec §4 "Lists": any search, filter or sort change resets the page to 1. */
export function changeJobsSearch(current: JobsSearch, change: Partial<Omit<JobsSearch, 'page'>>): JobsSearch {
  return { ...current, ...change, page: 1 }
}

import { JOB_NEW_WINDOW_DAYS, JOB_URGENT_THRESHOLD_DAYS } from './constants'

export type PublicJobStatus = 'expired' | 'new' | 'urgent' | 'active'
export type AdminJobStatus = 'open' | 'expired' | 'closing-soon' | 'active'

const DAY_MS = 24 * 60 * 60 * 1000
const ms = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime())

export interface JobTimes {
  application_deadline: string | null
  created_at: string
  application_link?: string | null
}

export function computeJobStatus(job: JobTimes, now: Date | string): PublicJobStatus {
  const at = ms(now)
  const deadline = job.application_deadline ? ms(job.application_deadline) : null
  if (deadline !== null && deadline < at) return 'expired'
  if (at - ms(job.created_at) <= JOB_NEW_WINDOW_DAYS * DAY_MS) return 'new'
  if (deadline !== null && deadline - at < JOB_URGENT_THRESHOLD_DAYS * DAY_MS) return 'urgent'
  return 'active'
}

export function canApply(job: JobTimes, now: Date | string): boolean {
  if (!job.application_link) return false
  if (!job.application_deadline) return true
  return ms(job.application_deadline) > ms(now)
}

export function adminJobStatus(deadline: string | null, now: Date | string): AdminJobStatus {
  if (!deadline) return 'open'
  const left = ms(deadline) - ms(now)
  if (left < 0) return 'expired'
  return Math.ceil(left / DAY_MS) <= JOB_URGENT_THRESHOLD_DAYS ? 'closing-soon' : 'active'
}

import { describe, expect, it } from 'vitest'
import { adminJobStatus, filterJobs, jobStats, matchesStatus } from './model'

const now = new Date('2026-11-23T00:00:00Z')
const inDays = (d: number) => new Date(now.getTime() + d * 24 * 3600 * 1000).toISOString()

describe('adminJobStatus', () => {
  it.each([
    [null, 'open'],
    [inDays(-0.01), 'expired'],
    [inDays(0.5), 'closing-soon'],
    [inDays(7), 'closing-soon'],
    [inDays(6.2), 'closing-soon'],
    [inDays(7.1), 'active'],
  ])('%s → %s', (deadline, expected) => expect(adminJobStatus(deadline, now)).toBe(expected))
})

describe('list filter', () => {
  it.each([
    [null, 'active', true],
    [inDays(3), 'active', true],
    [inDays(-1), 'active', false],
    [inDays(-1), 'expired', true],
    [inDays(3), 'closing', true],
    [inDays(30), 'closing', false],
  ] as const)('%s with %s → %s', (deadline, filter, expected) =>
    expect(matchesStatus({ deadline }, filter, now)).toBe(expected),
  )
})

const job = (over: Partial<Parameters<typeof jobStats>[0][number]>) => ({
  id: 1,
  title_ar: 'جراح',
  title_en: 'Surgeon',
  employer: 'KFH',
  employer_ar: '',
  employer_en: 'KFH',
  location: 'Riyadh',
  deadline: null,
  apply_url: null,
  body_md_ar: '',
  body_md_en: '',
  job_type: 'full-time',
  experience_level: 'mid',
  category: 'clinical',
  salary_min: null,
  salary_max: null,
  currency: 'SAR',
  requirements: '',
  requirements_ar: '',
  requirements_en: '',
  featured: false,
  created_at: '',
  ...over,
})

describe('search, location and stats', () => {
  it('matches case-insensitive substrings', () => {
    const jobs = [
      job({ id: 1 }),
      job({
        id: 2,
        title_en: 'Fellow',
        employer: 'Other',
        employer_en: 'Other',
        location: 'Jeddah',
        deadline: inDays(-2),
      }),
    ]
    expect(filterJobs(jobs, { search: 'surG', status: '', location: '' }, now).map((j) => j.id)).toEqual([1])
    expect(filterJobs(jobs, { search: '', status: '', location: 'jed' }, now).map((j) => j.id)).toEqual([2])
    expect(jobStats(jobs, now)).toEqual({ total: 2, active: 1, expired: 1, employers: 2 })
  })
})

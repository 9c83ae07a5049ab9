import { describe, expect, it } from 'vitest'
import { savedPage } from '@/lib/offline/offline-list'
import { publicJob } from '@/lib/test-doubles'
import { changeJobsSearch, requirementLines, savedJobsQuery } from './model'

describe('requirements checklist (newline-separated)', () => {
  it.each([
    ['Saudi board\nFive years', ['Saudi board', 'Five years']],
    ['- BLS\r\n\n* ATLS\n1. Arabic', ['BLS', 'ATLS', 'Arabic']],
    ['', []],
  ])('%j', (input, expected) => {
    expect(requirementLines(input)).toEqual(expected)
  })
})

describe('jobs address changes', () => {
  it('a filter change resets the page to 1', () => {
    const base = {
      page: 5,
      search: '',
      location: undefined,
      category: undefined,
      job_type: undefined,
      experience_level: undefined,
      sort: undefined,
    }
    expect(changeJobsSearch(base, { location: 'riyadh' })).toEqual({ ...base, location: 'riyadh', page: 1 })
  })
})

describe('saved jobs offline (the server list rules)', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const job = publicJob
  const cached = [
    job(1, { salary_max: 30000, salary_min: 20000, application_deadline: '2026-12-01' }),
    job(2, { salary_max: 50000, location: 'jeddah', application_deadline: '2026-11-01' }),
    job(3, { salary_min: 10000, location: 'other:Remote' }),
  ].map((item) => ({ item, fetchedAt: 1 }))
  it.each([
    [{}, [3, 2, 1]],
    [{ sort: 'oldest' as const }, [1, 2, 3]],
    [{ sort: 'salary_max' as const }, [2, 1, 3]],
    [{ sort: 'salary_min' as const }, [3, 1, 2]],
    [{ sort: 'application_deadline' as const }, [1, 3, 2]],
    [{ location: 'jeddah' as const }, [2]],
    // Offline search finds a city by its name in either language, free text as typed.
    [{ search: 'جدة' }, [2]],
    [{ search: 'Riyadh' }, [1]],
    [{ search: 'remote' }, [3]],
  ])('%j → %j', (search, expected) => {
    expect(
      savedPage(cached, savedJobsQuery({ page: 1, search: '', ...search }, now)).items.map((j) => j.id),
    ).toEqual(expected)
  })
})

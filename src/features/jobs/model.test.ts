import { describe, expect, it } from 'vitest'
import { changeJobsSearch, requirementLines } from './model'

describe('requirements checklist (spec §2/§3: newline-separated)', () => {
  it.each([
    ['Saudi board\nFive years', ['Saudi board', 'Five years']],
    ['- BLS\r\n\n* ATLS\n1. Arabic', ['BLS', 'ATLS', 'Arabic']],
    ['', []],
  ])('%j', (input, expected) => {
    expect(requirementLines(input)).toEqual(expected)
  })
})

describe('jobs address changes (spec §4)', () => {
  it('a filter change resets the page to 1', () => {
    const base = { page: 5, search: '', location: undefined, category: undefined, job_type: undefined, experience_level: undefined, sort: undefined }
    expect(changeJobsSearch(base, { location: 'Riyadh' })).toEqual({ ...base, location: 'Riyadh', page: 1 })
  })
})

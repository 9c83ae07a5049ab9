import { describe, expect, it } from 'vitest'
import { assignableRoles, changedFields, deleteConfirmed, largestRoleGroup, pageNumbers, shownRange, usersCsv, withFilter } from './model'

describe('shownRange', () => {
  it.each([
    [1, 20, 0, 0, 0],
    [1, 20, 5, 1, 5],
    [2, 20, 45, 21, 40],
    [3, 20, 45, 41, 45],
  ])('page %i size %i of %i → %i-%i', (page, size, total, from, to) => expect(shownRange(page, size, total)).toEqual({ from, to }))
})

describe('pageNumbers', () => {
  it.each([
    [1, 1, [1]],
    [1, 8, [1, 2, 3, 4, 5]],
    [5, 8, [3, 4, 5, 6, 7]],
    [8, 8, [4, 5, 6, 7, 8]],
  ])('page %i of %i', (page, total, expected) => expect(pageNumbers(page, total)).toEqual(expected))
})

describe('changedFields (only changed fields)', () => {
  const user = { role: 'member', tier: 'public', is_active: true } as const
  it.each([
    [{ ...user }, null],
    [{ ...user, role: 'editor' as const }, { role: 'editor' }],
    [{ ...user, tier: 'student' as const, is_active: false }, { tier: 'student', is_active: false }],
  ])('%o → %o', (form, expected) => expect(changedFields(user, form)).toEqual(expected))
})

describe('rules of the Users screen', () => {
  it('offers superadmin only to a superadmin', () => {
    expect(assignableRoles('admin', ['superadmin', 'admin', 'member'])).toEqual(['admin', 'member'])
    expect(assignableRoles('superadmin', ['superadmin', 'admin'])).toEqual(['superadmin', 'admin'])
  })
  it('asks for exactly DELETE', () => {
    expect(deleteConfirmed('DELETE')).toBe(true)
    expect(deleteConfirmed('delete')).toBe(false)
    expect(deleteConfirmed(' DELETE')).toBe(false)
  })
  it('finds the largest role group', () => {
    expect(largestRoleGroup({ total_users: 3, active_users: 3, inactive_users: 0, by_role: { admin: 1, member: 2 } })).toEqual({ role: 'member', count: 2 })
    expect(largestRoleGroup(undefined)).toBeNull()
  })
  it('resets the page on a filter change', () => {
    const search = { page: 3, page_size: 20, sort: '-created_at', search: '' } as const
    expect(withFilter(search, { role: 'admin' })).toMatchObject({ page: 1, role: 'admin' })
    expect(withFilter(search, { page: 2 })).toMatchObject({ page: 2 })
  })
  it('writes CSV with quoting and formula guard', () => {
    const csv = usersCsv([{ id: 1, email: 'a@b.c', full_name: '=cmd, "x"', role: 'member', tier: 'public', is_active: true, status: 'active', created_at: '2026-01-01', notes: null }])
    expect(csv.split('\r\n')[1]).toBe('1,a@b.c,"\'=cmd, ""x""",member,public,true,active,2026-01-01')
  })
})

import { describe, expect, it } from 'vitest'
import Papa from 'papaparse'
import {
  allowedActions,
  changedFields,
  roleOptions,
  stateOptions,
  deleteConfirmed,
  largestRoleGroup,
  pageNumbers,
  shownRange,
  usersCsv,
  withFilter,
} from './model'
import { CSV_BOM } from '@/lib/format/csv'

describe('shownRange', () => {
  it.each([
    [1, 20, 0, 0, 0],
    [1, 20, 5, 1, 5],
    [2, 20, 45, 21, 40],
    [3, 20, 45, 41, 45],
  ])('page %i size %i of %i → %i-%i', (page, size, total, from, to) =>
    expect(shownRange(page, size, total)).toEqual({ from, to }),
  )
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
    [
      { ...user, tier: 'student' as const, is_active: false },
      { tier: 'student', is_active: false },
    ],
  ])('%o → %o', (form, expected) => expect(changedFields(user, form)).toEqual(expected))
})

describe('rules of the Users screen', () => {
  const member = {
    id: 10,
    role: 'member',
    status: 'active',
    is_active: true,
  } as const
  const lastSuperadmin = {
    id: 11,
    role: 'superadmin',
    status: 'active',
    is_active: true,
  } as const
  it('offers superadmin only to a superadmin', () => {
    const roles = ['superadmin', 'admin', 'member'] as const
    expect(roleOptions(allowedActions({ id: 1, role: 'admin' }, member, 2), 'member', roles)).toEqual([
      'admin',
      'member',
    ])
    expect(roleOptions(allowedActions({ id: 1, role: 'superadmin' }, member, 2), 'member', roles)).toEqual([
      'superadmin',
      'admin',
      'member',
    ])
  })
  it('keeps the last active superadmin a superadmin and active', () => {
    const allowed = allowedActions({ id: 1, role: 'superadmin' }, lastSuperadmin, 1)
    expect([...allowed].sort()).toEqual(['activate', 'edit', 'grantSuperadmin'])
    expect(roleOptions(allowed, 'superadmin', ['superadmin', 'admin'])).toEqual(['superadmin'])
    expect(stateOptions(allowed, true)).toEqual([true])
    expect(allowedActions({ id: 1, role: 'superadmin' }, lastSuperadmin, 2).has('delete')).toBe(true)
  })
  it('offers nothing on the viewer own row, nothing until signed in, nothing risky before the count loads', () => {
    expect(allowedActions({ id: 10, role: 'superadmin' }, member, 2).size).toBe(0)
    expect(allowedActions(null, member, 2).size).toBe(0)
    expect(allowedActions({ id: 1, role: 'superadmin' }, lastSuperadmin, undefined).has('deactivate')).toBe(
      false,
    )
  })
  it('offers no approve or activation link on an active account', () => {
    const allowed = allowedActions({ id: 1, role: 'admin' }, member, 2)
    expect(allowed.has('approve')).toBe(false)
    expect(allowed.has('sendActivation')).toBe(false)
    expect(allowed.has('reject')).toBe(true)
    expect(allowed.has('delete')).toBe(false)
  })
  it('asks for exactly DELETE', () => {
    expect(deleteConfirmed('DELETE')).toBe(true)
    expect(deleteConfirmed('delete')).toBe(false)
    expect(deleteConfirmed(' DELETE')).toBe(false)
  })
  it('finds the largest role group', () => {
    expect(
      largestRoleGroup({
        total_users: 3,
        active_users: 3,
        inactive_users: 0,
        by_role: { admin: 1, member: 2 },
        active_superadmins: 0,
      }),
    ).toEqual({ role: 'member', count: 2 })
    expect(largestRoleGroup(undefined)).toBeNull()
  })
  it('resets the page on a filter change', () => {
    const search = {
      page: 3,
      page_size: 20,
      sort: '-created_at',
      search: '',
    } as const
    expect(withFilter(search, { role: 'admin' })).toMatchObject({
      page: 1,
      role: 'admin',
    })
    expect(withFilter(search, { page: 2 })).toMatchObject({ page: 2 })
  })
  it('writes CSV with quoting and formula guard', () => {
    const csv = usersCsv([
      {
        id: 1,
        email: 'a@b.c',
        full_name: '=cmd, "x"',
        full_name_ar: '',
        full_name_en: '=cmd, "x"',
        gender: null,
        role: 'member',
        tier: 'public',
        is_active: true,
        status: 'active',
        created_at: '2026-01-01',
        notes: null,
        phone: null,
        specialty: null,
      },
    ])
    expect(csv.split('\r\n')[1]).toBe('1,a@b.c,"\'=cmd, ""x""",member,public,true,active,2026-01-01')
  })
  it('starts with a UTF-8 byte-order mark so Excel reads Arabic names, and parses back to the rows', async () => {
    const user = {
      email: 'a@b.c',
      role: 'member',
      tier: 'public',
      is_active: true,
      status: 'active',
      created_at: '2026-01-01',
      notes: null,
      phone: null,
      specialty: null,
      full_name_ar: '',
      full_name_en: '',
      gender: null,
    } as const
    const csv = usersCsv([
      { ...user, id: 1, full_name: 'د. سارة العتيبي' },
      { ...user, id: 2, full_name: '+966 "x", y' },
    ])
    const bytes = new Uint8Array(await new Blob([csv], { type: 'text/csv;charset=utf-8' }).arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const parsed = Papa.parse<Record<string, string>>(csv.slice(CSV_BOM.length), {
      header: true,
      skipEmptyLines: true,
    })
    expect(parsed.errors).toEqual([])
    expect(parsed.data.map((row) => row.full_name)).toEqual(['د. سارة العتيبي', '\'+966 "x", y'])
    expect(parsed.meta.fields?.[0]).toBe('id')
  })
})

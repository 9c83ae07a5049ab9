import { describe, expect, it } from 'vitest'
import { accountStatusOf, roleOf, tierOf } from './user-fields'

describe('user fields read from the users table', () => {
  it.each([
    ['superadmin', 'superadmin'],
    ['editor', 'editor'],
    ['root', 'member'],
    ['', 'member'],
    ['Admin', 'member'],
  ])('role %j reads as %j', (stored, role) => expect(roleOf(stored)).toBe(role))

  it.each([
    ['consultant', 'consultant'],
    ['resident', 'resident'],
    ['gold', 'public'],
  ])('tier %j reads as %j', (stored, tier) => expect(tierOf(stored)).toBe(tier))

  it.each([
    ['active', 'active'],
    ['pending', 'pending'],
    ['pending_activation', 'pending_activation'],
    ['rejected', 'rejected'],
    ['suspended', 'rejected'],
  ])('status %j reads as %j', (stored, status) => expect(accountStatusOf(stored)).toBe(status))
})

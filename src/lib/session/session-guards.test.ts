import { describe, expect, it } from 'vitest'
import { safeRedirectPath, signInReasonFor } from './session-guards'

describe('signInReasonFor (the notice on /login for members-only pages)', () => {
  it.each([
    ['/members/12', 'memberProfiles'],
    ['/members/12?from=directory', 'memberProfiles'],
    ['/teams', 'teams'],
    ['/teams/3', 'teams'],
    ['/members', undefined],
    ['/members/abc', undefined],
    ['/teamsx', undefined],
    ['/dashboard', undefined],
    [undefined, undefined],
  ])('%s → %s', (path, expected) => {
    expect(signInReasonFor(path)).toBe(expected)
  })

  it('only reads paths that safeRedirectPath let through', () => {
    expect(signInReasonFor(safeRedirectPath('//evil.example/members/1'))).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from '../../env'
import { adminPasswordProblem } from './admin-password'

describe('the ADMIN_PASSWORD rule', () => {
  it('accepts a member password of at least 12 characters', () => {
    expect(adminPasswordProblem('correct-horse')).toBeUndefined()
    expect(adminPasswordProblem('x'.repeat(12))).toBeUndefined()
    expect(adminPasswordProblem('كلمة مرور طويلة')).toBeUndefined()
  })

  it('refuses a shorter one, even one registration accepts, in one line naming the variable and not the password', () => {
    for (const weak of ['Zq7', 'Secret-pass', 'x'.repeat(11)]) {
      const problem = adminPasswordProblem(weak)
      expect(problem).toMatch(/^ADMIN_PASSWORD is too weak: .*at least 12/)
      expect(problem).not.toContain('\n')
      expect(problem).not.toContain(weak)
    }
  })

  it('refuses one longer than a member password may be', () => {
    expect(adminPasswordProblem('x'.repeat(1024))).toBeUndefined()
    expect(adminPasswordProblem('x'.repeat(1025))).toMatch(/^ADMIN_PASSWORD is too long/)
  })

  it('is applied where the configuration is read; unset or empty means a generated password', () => {
    expect(() => readConfig({ ADMIN_PASSWORD: 'short-pass' })).toThrow(ConfigError)
    expect(() => readConfig({ ADMIN_PASSWORD: 'short-pass' })).toThrow(/^ADMIN_PASSWORD is too weak/)
    expect(readConfig({ ADMIN_PASSWORD: 'a-long-enough-password' }).adminPassword).toBe(
      'a-long-enough-password',
    )
    expect(readConfig({ ADMIN_PASSWORD: '' }).adminPassword).toBeUndefined()
    expect(readConfig({}).adminPassword).toBeUndefined()
  })
})

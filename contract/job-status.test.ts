import { describe, expect, it } from 'vitest'
import { adminJobStatus, canApply, computeJobStatus } from './job-status'

const NOW = '2026-06-15T12:00:00.000Z'
const days = (n: number) => new Date(Date.parse(NOW) + n * 86_400_000).toISOString()

describe('computeJobStatus (public reading)', () => {
  it.each([
    ['deadline passed → expired', { application_deadline: days(-1), created_at: days(-30) }, 'expired'],
    ['deadline passed beats new', { application_deadline: days(-1), created_at: days(-2) }, 'expired'],
    ['posted 2 days ago → new', { application_deadline: days(30), created_at: days(-2) }, 'new'],
    ['posted 7 days ago → new', { application_deadline: days(30), created_at: days(-7) }, 'new'],
    ['new beats urgent', { application_deadline: days(3), created_at: days(-1) }, 'new'],
    ['deadline in 3 days → urgent', { application_deadline: days(3), created_at: days(-20) }, 'urgent'],
    ['deadline in 6.9 days → urgent', { application_deadline: days(6.9), created_at: days(-20) }, 'urgent'],
    ['deadline in 7 days → active', { application_deadline: days(7), created_at: days(-20) }, 'active'],
    ['deadline in 30 days → active', { application_deadline: days(30), created_at: days(-20) }, 'active'],
    ['no deadline, old → active', { application_deadline: null, created_at: days(-20) }, 'active'],
  ])('%s', (_, job, expected) => {
    expect(computeJobStatus(job, NOW)).toBe(expected)
  })
})

describe('canApply (future deadline and a link)', () => {
  it.each([
    ['future deadline and link', days(5), 'https://apply.example', true],
    ['past deadline', days(-1), 'https://apply.example', false],
    ['no link', days(5), null, false],
    ['empty link', days(5), '', false],
    ['no deadline (open job)', null, 'https://apply.example', true],
  ])('%s', (_, deadline, link, expected) => {
    expect(
      canApply({ application_deadline: deadline, created_at: days(-20), application_link: link }, NOW),
    ).toBe(expected)
  })
})

describe('adminJobStatus (admin reading)', () => {
  it.each([
    ['no deadline → Open', null, 'open'],
    ['passed → Expired', days(-0.1), 'expired'],
    ['in 1 hour → Closing Soon', days(1 / 24), 'closing-soon'],
    ['in 6.2 days (rounds up to 7) → Closing Soon', days(6.2), 'closing-soon'],
    ['in 7 days → Closing Soon', days(7), 'closing-soon'],
    ['in 7.1 days (rounds up to 8) → Active', days(7.1), 'active'],
    ['in 60 days → Active', days(60), 'active'],
  ])('%s', (_, deadline, expected) => {
    expect(adminJobStatus(deadline, NOW)).toBe(expected)
  })
})

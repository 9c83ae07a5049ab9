import { describe, expect, it } from 'vitest'
import { mainThreadCpuBlockingMs } from './trace-blocking'

const MAIN = { pid: 7, tid: 1 }
/** A top-level task of `wallMs` on the wall clock, `cpuMs` of it on a core, starting at `atMs`. */
const task = (atMs: number, wallMs: number, cpuMs: number, thread = MAIN) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
})
const fcpAt = (atMs: number) => ({ name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: atMs * 1000 })

describe('mainThreadCpuBlockingMs', () => {
  it('sums 4 × CPU time − 50 ms over the main thread’s tasks from the first contentful paint on', () => {
    // 20 ms of CPU blocks 30 ms, 12.5 ms blocks nothing; the wall time does not count.
    expect(
      mainThreadCpuBlockingMs([fcpAt(100), task(120, 90, 20), task(300, 60, 12.5), task(400, 8, 5)]),
    ).toBe(30)
  })

  it('leaves out tasks before the first contentful paint and tasks of other threads', () => {
    const events = [
      task(10, 40, 40),
      fcpAt(100),
      task(150, 40, 40, { pid: 7, tid: 2 }),
      task(200, 40, 40, { pid: 8, tid: 1 }),
      task(250, 30, 30),
    ]
    expect(mainThreadCpuBlockingMs(events)).toBe(70)
  })

  it('answers NaN for a trace without a first contentful paint or without CPU times', () => {
    expect(mainThreadCpuBlockingMs([task(10, 40, 40)])).toBeNaN()
    expect(
      mainThreadCpuBlockingMs([fcpAt(5), { name: 'RunTask', ph: 'X', ...MAIN, ts: 10_000, dur: 40_000 }]),
    ).toBeNaN()
  })
})

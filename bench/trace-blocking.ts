/**
 * Total Blocking Time's sum taken on CPU time: what the page's main thread itself worked, apart
 * from the time it waited for a core (docs/decisions/305-blocking-time-on-cpu-time-beside-lighthouse.md).
 */

/** The slowdown Lighthouse's mobile preset simulates, applied to CPU time as its TBT applies it to wall time. */
const MOBILE_CPU_SLOWDOWN = 4
/** A task blocks input for what it lasts beyond 50 ms (the definition of a long task). */
const LONG_TASK_MS = 50

interface TraceEvent {
  name?: string
  ph?: string
  pid?: number
  tid?: number
  ts?: number
  dur?: number
  tdur?: number
}

/**
 * The page's main-thread blocking counted on CPU time, from a Lighthouse trace: the top-level
 * tasks (`RunTask`) of the thread that painted the first content, from that paint on, each
 * contributing `4 × CPU time − 50 ms` when positive. NaN when the trace has no first contentful
 * paint or no CPU times.
 */
export function mainThreadCpuBlockingMs(events: readonly TraceEvent[]): number {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (fcp?.ts === undefined) return Number.NaN
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === fcp.pid &&
      e.tid === fcp.tid &&
      (e.ts ?? 0) >= (fcp.ts ?? 0),
  )
  if (!tasks.some((e) => e.tdur !== undefined)) return Number.NaN
  return tasks.reduce(
    (sum, e) => sum + Math.max(0, (MOBILE_CPU_SLOWDOWN * (e.tdur ?? 0)) / 1000 - LONG_TASK_MS),
    0,
  )
}

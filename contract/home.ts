import * as v from 'valibot'

/**
 * GET /api/home/stats: the home page counters in one call.
 * totalMembers is the fixed TOTAL_MEMBERS_ON_HOME; upcomingEvents counts
 * public events that start in the future; resources the resources the caller may see;
 * activeJobs the jobs whose deadline is open (none, or not yet passed).
 */
export const HomeStatsSchema = v.object({
  totalMembers: v.number(),
  upcomingEvents: v.number(),
  resources: v.number(),
  activeJobs: v.number(),
})
export type HomeStats = v.InferOutput<typeof HomeStatsSchema>

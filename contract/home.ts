import * as v from 'valibot'

/** totalMembers is the fixed TOTAL_MEMBERS_ON_HOME. */
export const HomeStatsSchema = v.object({
  totalMembers: v.number(),
  upcomingEvents: v.number(),
  resources: v.number(),
  activeJobs: v.number(),
})
export type HomeStats = v.InferOutput<typeof HomeStatsSchema>

import * as v from 'valibot'

export const HomeStatsSchema = v.object({
  totalMembers: v.number(),
  upcomingEvents: v.number(),
  resources: v.number(),
  activeJobs: v.number(),
})
export type HomeStats = v.InferOutput<typeof HomeStatsSchema>

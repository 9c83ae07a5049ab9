import * as v from 'valibot'

export const AdminOverviewSchema = v.object({
  posts: v.object({ total: v.number(), published: v.number(), drafts: v.number() }),
  events: v.object({ total: v.number(), upcoming: v.number() }),
  resources: v.object({ total: v.number() }),
  jobs: v.object({ total: v.number(), active: v.number() }),
  users: v.object({ total: v.number(), active: v.number(), pending: v.number() }),
})
export type AdminOverview = v.InferOutput<typeof AdminOverviewSchema>

import * as v from 'valibot'

export const HealthResponseSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['sqlite', 'postgres']),
  version: v.string(),
})
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>

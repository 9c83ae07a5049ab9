import * as v from 'valibot'

export const HealthResponseSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['sqlite', 'postgres']),
  version: v.string(),
})
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>

export const LiveResponseSchema = v.object({ status: v.literal('ok') })
export type LiveResponse = v.InferOutput<typeof LiveResponseSchema>

export const ReadinessChecksSchema = v.object({
  database: v.picklist(['ok', 'failed']),
  storage: v.picklist(['ok', 'failed']),
})
export const ReadyResponseSchema = v.object({ status: v.literal('ok'), checks: ReadinessChecksSchema })
export type ReadinessChecks = v.InferOutput<typeof ReadinessChecksSchema>
export type ReadyResponse = v.InferOutput<typeof ReadyResponseSchema>

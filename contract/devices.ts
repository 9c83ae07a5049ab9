import * as v from 'valibot'
import { VALIDATION_CODES } from './errors'

export const SESSION_USER_AGENT_MAX = 512

export const SIGN_IN_METHODS = ['password', 'passkey'] as const
export type SignInMethod = (typeof SIGN_IN_METHODS)[number]

export const DeviceSessionSchema = v.object({
  id: v.string(),
  created_at: v.string(),
  last_used_at: v.string(),
  device_name: v.string(),
  browser: v.nullable(v.string()),
  os: v.nullable(v.string()),
  method: v.nullable(v.picklist(SIGN_IN_METHODS)),
  current: v.boolean(),
})
export type DeviceSession = v.InferOutput<typeof DeviceSessionSchema>

export const DeviceSessionListSchema = v.object({ items: v.array(DeviceSessionSchema), total: v.number() })
export type DeviceSessionList = v.InferOutput<typeof DeviceSessionListSchema>

export const SessionIdParamSchema = v.object({
  id: v.pipe(v.string(), v.maxLength(64, VALIDATION_CODES.tooLong)),
})

export const EndSessionResponseSchema = v.object({
  id: v.string(),
  ended: v.literal(true),
  current: v.boolean(),
})
export type EndSessionResponse = v.InferOutput<typeof EndSessionResponseSchema>

export const EndOtherSessionsResponseSchema = v.object({ ended: v.number() })
export type EndOtherSessionsResponse = v.InferOutput<typeof EndOtherSessionsResponseSchema>

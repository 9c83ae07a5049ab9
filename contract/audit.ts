import * as v from 'valibot'
import { pagedResponse } from './content-query'
import { adminIntParam } from './admin-query'
import { VALIDATION_CODES } from './errors'

/** Audit log of admin changes: who, what, when, before/after. */
const AuditEntrySchema = v.object({
  id: v.number(),
  actor_id: v.nullable(v.number()),
  actor_email: v.nullable(v.string()),
  action: v.string(),
  entity: v.string(),
  entity_id: v.nullable(v.string()),
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
  created_at: v.string(),
})

export const AuditQuerySchema = v.object({
  page: adminIntParam(1, 100000),
  entity: v.optional(v.pipe(v.string(), v.maxLength(40, VALIDATION_CODES.tooLong))),
})

export const AUDIT_PAGE_SIZE = 50

export const AuditResponseSchema = pagedResponse(AuditEntrySchema, { pages: v.number() })
export type AuditResponse = v.InferOutput<typeof AuditResponseSchema>

import * as v from 'valibot'
import { optionalPick, pagedResponse } from './content-query'
import { adminIntParam } from './admin-query'
import { VALIDATION_CODES } from './errors'
import { GENDERS } from './constants'

/** Content and account actions are `<entity>.<verb>` (`job.create`), programme and certificate ones the bare verb. */
export const AUDIT_VERBS = [
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'activate',
  'send-activation',
  'issue',
  'revoke',
  'deletion_requested',
  'purge',
] as const
export type AuditVerb = (typeof AUDIT_VERBS)[number]

export const AUDIT_ACTION_PREFIXES = ['job', 'post', 'event', 'resource', 'user', 'account'] as const

export const auditVerbOf = (action: string): string => action.slice(action.lastIndexOf('.') + 1)

export const auditActionsOf = (verb: AuditVerb): string[] => [
  verb,
  ...AUDIT_ACTION_PREFIXES.map((prefix) => `${prefix}.${verb}`),
]

/** A field whose value differs between an entry's before and after. */
const AuditChangeSchema = v.object({ field: v.string(), before: v.unknown(), after: v.unknown() })
export type AuditChange = v.InferOutput<typeof AuditChangeSchema>

/** Fields that move with every save (stamps, counters): never a change someone made. */
const UNCHANGED_BY_HAND = new Set(['id', 'created_at', 'updated_at', 'download_count', 'registration_count'])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The fields an update changed, in the order the record lists them; none unless both sides are records. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) || !isRecord(after)) return []
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return fields
    .filter(
      (field) =>
        !UNCHANGED_BY_HAND.has(field) &&
        JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
    )
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }))
}

/** Audit log of admin changes: who, what, when, on what, before/after. */
const AuditEntrySchema = v.object({
  id: v.number(),
  actor_id: v.nullable(v.number()),
  actor_email: v.nullable(v.string()),
  /** The actor's name as the account holds it now; null for the system or a deleted account. */
  actor_name: v.nullable(v.string()),
  /** The actor account's gender, which the Arabic sentence agrees with; null when unknown (it reads neutrally). */
  actor_gender: v.optional(v.nullable(v.picklist(GENDERS)), null),
  action: v.string(),
  /** The action's verb (`create`, `approve`…), one of AUDIT_VERBS for every action recorded today. */
  verb: v.string(),
  entity: v.string(),
  entity_id: v.nullable(v.string()),
  /** What the entry is about, in each language ('' when that language has none) and, for a person or code, as one text. */
  subject_ar: v.string(),
  subject_en: v.string(),
  subject: v.string(),
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
  /** For an update: each field it changed, before and after. */
  changes: v.array(AuditChangeSchema),
  created_at: v.string(),
})
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>

const isoDay = v.pipe(
  v.string(VALIDATION_CODES.invalidType),
  v.trim(),
  v.check(
    (value) =>
      value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
    VALIDATION_CODES.invalid,
  ),
  v.transform((value) => value || undefined),
)

/**
 * The filters of the audit log and of its CSV export: entity, the acting account, the verb,
 * and a range of days in Saudi time (`from` and `to` both included, YYYY-MM-DD).
 */
const auditFilters = {
  entity: v.optional(v.pipe(v.string(), v.maxLength(40, VALIDATION_CODES.tooLong))),
  actor: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], VALIDATION_CODES.invalidType),
      v.metadata({ minimum: 1 }),
      v.transform(Number),
      v.number(VALIDATION_CODES.integer),
      v.integer(VALIDATION_CODES.integer),
      v.minValue(1, VALIDATION_CODES.tooSmall),
    ),
  ),
  action: optionalPick(AUDIT_VERBS),
  from: v.optional(isoDay),
  to: v.optional(isoDay),
}

const inOrder = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to

export const AuditExportQuerySchema = v.pipe(
  v.object({ ...auditFilters, lang: optionalPick(['ar', 'en']) }),
  v.forward(
    v.check((q) => inOrder(q), VALIDATION_CODES.invalid),
    ['to'],
  ),
)

export const AuditQuerySchema = v.pipe(
  v.object({ page: adminIntParam(1, 100000), ...auditFilters }),
  v.forward(
    v.check((q) => inOrder(q), VALIDATION_CODES.invalid),
    ['to'],
  ),
)
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>

export const AUDIT_PAGE_SIZE = 50

/** A person who appears as the actor of some entry: the choices of the "person" filter. */
const AuditActorSchema = v.object({
  id: v.number(),
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
})

export const AuditResponseSchema = pagedResponse(AuditEntrySchema, {
  pages: v.number(),
  actors: v.array(AuditActorSchema),
})
export type AuditResponse = v.InferOutput<typeof AuditResponseSchema>

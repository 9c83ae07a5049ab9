import type { ErrorCode } from '@contract/errors'
import type * as v from 'valibot'

/** The refusal statuses a route can list its own codes under. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503

/**
 * What the API description says about one route beyond what the route table already holds.
 * Who may call and the body/query/path schemas are read from the route's own middleware
 * (access.ts, validation.ts), so they cannot drift from what the server enforces; this adds
 * the words, the answer's schema and the refusal codes the route's service raises.
 */
export interface RouteDescription {
  summary: string
  /** Longer text, Markdown. */
  description?: string
  /** The group in the reference; defaults to the path's first segment after /api (and after /admin). */
  tag?: string
  /**
   * The success answer. A schema is the JSON body; `contentType` alone is a body of another
   * kind (HTML, a file), or of one of several kinds. `alsoStatus` answers the same body under
   * another status (200 for a replayed create). `bodiless` lists answers without a body:
   * 302 (to the `Location` header) or 304 (to `If-None-Match`).
   */
  response: {
    status?: 200 | 201 | 202
    alsoStatus?: 200 | 201
    schema?: v.GenericSchema
    contentType?: string | readonly string[]
    description?: string
    bodiless?: Partial<Record<302 | 304, string>>
  }
  /** Refusals of this route beyond the shared ones (validation, sign-in, role, server fault), by status. */
  errors?: Partial<Record<RefusalStatus, readonly ErrorCode[]>>
  /**
   * A body the handler reads itself instead of through jsonBody(): a JSON schema checked in
   * a custom validator, or a multipart upload with its required fields (a file, or a text
   * field with the schema of its value).
   */
  body?: { json: v.GenericSchema } | { multipart: Record<string, 'file' | v.GenericSchema> }
  /** Request headers the route reads (Idempotency-Key on replayable writes). */
  headers?: readonly { name: string; description: string; required?: boolean }[]
}

/** One module's descriptions, keyed `METHOD /api/path` exactly as the route table spells it. */
export type RouteDescriptions = Readonly<Record<string, RouteDescription>>

/** Checks the table's shape where a module writes it (the keys are checked against the route table by a test). */
export const describeRoutes = <T extends RouteDescriptions>(descriptions: T): T => descriptions

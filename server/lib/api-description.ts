import type { ErrorCode } from '@contract/errors'
import type * as v from 'valibot'

/** The refusal statuses a route can list its own codes under. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503

/**
 * What the API description adds to a route: words, answer schema, refusal codes. Access and request schemas
 * are read from the route's own middleware, so they cannot drift from what the server enforces.
 */
export interface RouteDescription {
  summary: string
  description?: string
  /** Defaults to the path's first segment after /api (and after /admin). */
  tag?: string
  /**
   * A schema is the JSON body; `contentType` alone a body of another kind. `alsoStatus` answers the same body
   * under another status (200 for a replayed create); `bodiless` lists 302 and 304 answers.
   */
  response: {
    status?: 200 | 201 | 202
    alsoStatus?: 200 | 201
    schema?: v.GenericSchema
    contentType?: string | readonly string[]
    description?: string
    bodiless?: Partial<Record<302 | 304, string>>
  }
  /** Beyond the shared ones (validation, sign-in, role, server fault). */
  errors?: Partial<Record<RefusalStatus, readonly ErrorCode[]>>
  /** A body the handler reads itself: JSON checked in a custom validator, or a multipart upload's fields. */
  body?: { json: v.GenericSchema } | { multipart: Record<string, 'file' | v.GenericSchema> }
  headers?: readonly { name: string; description: string; required?: boolean }[]
}

/** Keyed `METHOD /api/path` as the route table spells it. */
export type RouteDescriptions = Readonly<Record<string, RouteDescription>>

/** Checks the table's shape where it is written; a test checks the keys against the route table. */
export const describeRoutes = <T extends RouteDescriptions>(descriptions: T): T => descriptions

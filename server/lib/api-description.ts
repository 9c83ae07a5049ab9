import type { ErrorCode } from '@contract/errors'
import type * as v from 'valibot'

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503

/** Access and request schemas are read from the route's middleware, so they cannot drift from what is enforced. */
export interface RouteDescription {
  summary: string
  description?: string
  /** Defaults to the path's first segment after /api (and after /admin). */
  tag?: string
  /** `alsoStatus`: the same body under another status (200 for a replayed create). */
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
  /** A body the handler reads itself (a custom validator, or a multipart upload). */
  body?: { json: v.GenericSchema } | { multipart: Record<string, 'file' | v.GenericSchema> }
  headers?: readonly { name: string; description: string; required?: boolean }[]
}

export type RouteDescriptions = Readonly<Record<string, RouteDescription>>

/** A test checks the keys against the route table. */
export const describeRoutes = <T extends RouteDescriptions>(descriptions: T): T => descriptions

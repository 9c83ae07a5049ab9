import type { ValidationIssue } from '@contract/errors'

/**
 * A failure a handler or service raises on purpose. `app.ts` turns it into the error body
 * of decisions §5: `detail` as a string or a list of validation entries, plus an optional
 * machine-readable `code` (e.g. the login refusal codes of spec §8).
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    readonly detail: string | ValidationIssue[],
    readonly code?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(typeof detail === 'string' ? detail : 'Validation failed')
    this.name = 'HttpError'
  }
}

export const notFound = (detail = 'Not found') => new HttpError(404, detail)
export const forbidden = (detail = 'Forbidden', code?: string) => new HttpError(403, detail, code)
export const unauthorized = (detail = 'Not authenticated', code?: string) => new HttpError(401, detail, code)
export const conflict = (detail: string, code?: string) => new HttpError(409, detail, code)
export const invalid = (field: string, msg: string, target: 'body' | 'query' | 'path' = 'body') =>
  new HttpError(422, [{ msg, loc: [target, field] }])

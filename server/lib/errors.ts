import type { ErrorBody, ErrorCode, ValidationIssue } from '@contract/errors'

/** Its `code` must be listed in ERROR_CODES, so no refusal reaches a reader as English only. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503,
    readonly detail: string | ValidationIssue[],
    readonly code: ErrorCode,
    readonly headers?: Record<string, string>,
  ) {
    super(typeof detail === 'string' ? detail : 'Validation failed')
    this.name = 'HttpError'
  }
}

export const notFound = (detail: string, code: ErrorCode) => new HttpError(404, detail, code)
export function foundOr404<Row>(row: Row | undefined, code: ErrorCode): Row {
  if (row === undefined) throw notFound('Not found', code)
  return row
}
export const forbidden = (detail: string, code: ErrorCode) => new HttpError(403, detail, code)
export const unauthorized = (detail: string, code: ErrorCode) => new HttpError(401, detail, code)

export const errorBody = (detail: string | ValidationIssue[], code: ErrorCode): ErrorBody => ({
  detail,
  code,
})

/** For HTTPExceptions Hono raises on its own. */
export function codeOfStatus(status: number): ErrorCode {
  return HONO_REFUSAL_CODES[status] ?? 'requestRefused'
}
const HONO_REFUSAL_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'invalidJson',
  401: 'notAuthenticated',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
}

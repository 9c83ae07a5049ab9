import * as v from 'valibot'

/**
 * Error bodies of decisions §5: a string `detail` for one message, or a list of
 * `{msg, loc}` for validation errors. `msg` is a code (see VALIDATION_CODES) that the
 * client translates; contract/ carries no wording of its own.
 */
export const ValidationIssueSchema = v.object({
  msg: v.string(),
  loc: v.array(v.union([v.string(), v.number()])),
})
export type ValidationIssue = v.InferOutput<typeof ValidationIssueSchema>

export const ErrorBodySchema = v.object({
  detail: v.union([v.string(), v.array(ValidationIssueSchema)]),
  code: v.optional(v.string()),
})
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>

/** Codes used as valibot messages in every schema of contract/. */
export const VALIDATION_CODES = {
  required: 'validation.required',
  invalidType: 'validation.invalid_type',
  email: 'validation.email',
  url: 'validation.url',
  tooShort: 'validation.too_short',
  tooLong: 'validation.too_long',
  tooSmall: 'validation.too_small',
  tooLarge: 'validation.too_large',
  integer: 'validation.integer',
  oneOf: 'validation.one_of',
  invalidJson: 'validation.invalid_json',
  unknownField: 'validation.unknown_field',
  invalid: 'validation.invalid',
} as const
export type ValidationCode = (typeof VALIDATION_CODES)[keyof typeof VALIDATION_CODES]

/** Detail strings the server answers for whole-request failures; the client translates them. */
export const ERROR_DETAILS = {
  notFound: 'Not found',
  internal: 'Internal server error',
  unauthorized: 'Not authenticated',
  forbidden: 'Forbidden',
  payloadTooLarge: 'Payload too large',
  unsupportedMediaType: 'Unsupported media type',
  tooManyRequests: 'Too many requests',
  /** 503 with code `storageUnavailable`: a full or read-only disk; retrying later works. */
  storageUnavailable: 'File storage is temporarily unavailable. Please try again later.',
} as const

/** Maps a valibot issue path to the `loc` of a validation entry. */
export function issueLocation(
  target: 'body' | 'query' | 'path',
  issue: v.BaseIssue<unknown>,
): (string | number)[] {
  const keys = (issue.path ?? []).map((item) => {
    const key = (item as { key?: unknown }).key
    return typeof key === 'number' ? key : String(key)
  })
  return [target, ...keys]
}

/** Turns a failed valibot parse into the validation entries of decisions §5. */
export function toValidationIssues(
  target: 'body' | 'query' | 'path',
  issues: readonly v.BaseIssue<unknown>[],
): ValidationIssue[] {
  return issues.map((issue) => ({
    msg: issue.received === 'undefined' ? VALIDATION_CODES.required : issue.message.startsWith('validation.') ? issue.message : VALIDATION_CODES.invalid,
    loc: issueLocation(target, issue),
  }))
}

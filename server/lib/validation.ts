import { VALIDATION_CODES, toValidationIssues } from '@contract/errors'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { HttpError } from './errors'

/**
 * Validators for Hono routes built from contract/ schemas: the parsed output is what
 * `c.req.valid('json' | 'query' | 'param')` returns, and a failure answers 422 with one
 * `{msg, loc}` entry per field (decisions §5).
 */
export function jsonBody<S extends v.GenericSchema>(schema: S) {
  return validator('json', (value: unknown) => parseOrThrow(schema, value, 'body'))
}

export function query<S extends v.GenericSchema>(schema: S) {
  return validator('query', (value: unknown) => parseOrThrow(schema, value, 'query'))
}

export function params<S extends v.GenericSchema>(schema: S) {
  return validator('param', (value: unknown) => parseOrThrow(schema, value, 'path'))
}

/**
 * Where a NUL character hides in a value, or undefined. PostgreSQL refuses NUL in text, so
 * such input would fail in the database (a 500) instead of being refused as invalid.
 */
export function nulCharacterAt(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterAt(item, [...path, index])
      if (found) return found
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulCharacterAt(item, [...path, key]) ?? (key.includes('\u0000') ? [...path, key] : undefined)
      if (found) return found
    }
  }
  return undefined
}

export function parseOrThrow<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  target: 'body' | 'query' | 'path',
): v.InferOutput<S> {
  const nul = nulCharacterAt(value)
  if (nul) throw new HttpError(422, [{ msg: VALIDATION_CODES.invalid, loc: [target, ...nul] }], 'validationFailed')
  const result = v.safeParse(schema, value)
  if (result.success) return result.output
  throw new HttpError(422, toValidationIssues(target, result.issues), 'validationFailed')
}

/** The answer to a body that is not JSON at all. */
export const invalidJsonBody = () => new HttpError(400, [{ msg: VALIDATION_CODES.invalidJson, loc: ['body'] }], 'invalidJson')

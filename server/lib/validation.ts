import { VALIDATION_CODES, toValidationIssues } from '@contract/errors'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { HttpError } from './errors'

export type RequestPart = 'json' | 'query' | 'param'

/** Kept on the middleware so the API description reads it from the route table. */
export interface RequestSchema {
  part: RequestPart
  schema: v.GenericSchema
}

const REQUEST_SCHEMA = Symbol.for('portal.requestSchema')

function tagged<H extends object>(handler: H, part: RequestPart, schema: v.GenericSchema): H {
  return Object.assign(handler, { [REQUEST_SCHEMA]: { part, schema } satisfies RequestSchema })
}

export function requestSchemaOf(handler: unknown): RequestSchema | undefined {
  // Reading an optional marker property; undefined when the handler has none.
  return typeof handler === 'function'
    ? (handler as { [REQUEST_SCHEMA]?: RequestSchema })[REQUEST_SCHEMA]
    : undefined
}

/** A failure answers 422 with one `{msg, loc}` per field. */
export function jsonBody<S extends v.GenericSchema>(schema: S) {
  return tagged(
    validator('json', (value: unknown) => parseOrThrow(schema, value, 'body')),
    'json',
    schema,
  )
}

export function query<S extends v.GenericSchema>(schema: S) {
  return tagged(
    validator('query', (value: unknown) => parseOrThrow(schema, value, 'query')),
    'query',
    schema,
  )
}

export function params<S extends v.GenericSchema>(schema: S) {
  return tagged(
    validator('param', (value: unknown) => parseOrThrow(schema, value, 'path')),
    'param',
    schema,
  )
}

interface PathStep {
  key: string | number
  parent: PathStep | undefined
}

function pathOf(step: PathStep | undefined, base: (string | number)[]): (string | number)[] {
  const keys: (string | number)[] = []
  for (let at = step; at; at = at.parent) keys.push(at.key)
  return [...base, ...keys.reverse()]
}

/** NUL is refused here rather than by PostgreSQL (a 500); an explicit stack, so depth cannot overflow. */
export function nulCharacterAt(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  const stack: { value: unknown; step: PathStep | undefined }[] = [{ value, step: undefined }]
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { value: item, step } = top
    if (typeof step?.key === 'string' && step.key.includes('\u0000')) return pathOf(step, path)
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathOf(step, path)
    } else if (Array.isArray(item)) {
      // Pushed last-to-first so that the first NUL in document order is the one reported.
      for (let index = item.length - 1; index >= 0; index -= 1)
        stack.push({ value: item[index], step: { key: index, parent: step } })
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item).reverse())
        stack.push({ value: child, step: { key, parent: step } })
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
  if (nul)
    throw new HttpError(422, [{ msg: VALIDATION_CODES.invalid, loc: [target, ...nul] }], 'validationFailed')
  const result = v.safeParse(schema, value)
  if (result.success) return result.output
  throw new HttpError(422, toValidationIssues(target, result.issues), 'validationFailed')
}

export const invalidJsonBody = () =>
  new HttpError(400, [{ msg: VALIDATION_CODES.invalidJson, loc: ['body'] }], 'invalidJson')

import { ErrorBodySchema, type ErrorCode } from '@contract/errors'
import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { accessOf, type Access } from '../lib/access'
import type { RefusalStatus, RouteDescription, RouteDescriptions } from '../lib/api-description'
import { requestSchemaOf, type RequestSchema } from '../lib/validation'

export interface RouteRow {
  method: string
  path: string
  handler: unknown
}

export interface ApiRoute {
  key: string
  method: string
  path: string
  handlers: unknown[]
}

type JsonSchema = Record<string, unknown>
type OpenApiDocument = {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers: { url: string }[]
  tags: { name: string }[]
  paths: Record<string, Record<string, unknown>>
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> }
}

/** Groups the router's rows by method and path; `ALL` rows are middleware and catch-alls, no operations. */
export function apiRoutesOf(rows: readonly RouteRow[], prefix: string): ApiRoute[] {
  const byKey = new Map<string, ApiRoute>()
  for (const row of rows) {
    if (row.method === 'ALL') continue
    const path = `${prefix}${row.path}`
    const key = `${row.method} ${path}`
    const route = byKey.get(key) ?? { key, method: row.method, path, handlers: [] }
    route.handlers.push(row.handler)
    byKey.set(key, route)
  }
  return [...byKey.values()]
}

/** The routes of the table that have no description, as `METHOD /api/path`. */
export function undescribedRoutes(routes: readonly ApiRoute[], descriptions: RouteDescriptions): string[] {
  return routes.filter((route) => !Object.hasOwn(descriptions, route.key)).map((route) => route.key)
}

const jsonSchemaOf = (schema: v.GenericSchema, mode: 'input' | 'output'): JsonSchema => {
  // Transforms and other checks JSON Schema cannot express are left out rather than failing the whole document.
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: mode,
    errorMode: 'ignore',
  }) as JsonSchema
  return rest
}

/** `/api/events/:id{[0-9]+}` as OpenAPI writes it, `/api/events/{id}`, with each parameter's pattern. */
function openApiPath(path: string): {
  path: string
  params: { name: string; pattern: string | undefined }[]
} {
  const params: { name: string; pattern: string | undefined }[] = []
  const converted = path.replace(
    /:([A-Za-z_][A-Za-z0-9_]*)(\{([^}]*)\})?/g,
    (_all, name: string, _braces, pattern: string | undefined) => {
      params.push({ name, pattern: pattern ? `^${pattern}$` : undefined })
      return `{${name}}`
    },
  )
  return { path: converted, params }
}

function whoMayCall(access: Access | undefined): string {
  if (!access || access.kind === 'public') return 'Anyone (a signed-in caller may see more).'
  if (access.kind === 'signedIn') return 'Any signed-in member with an active account.'
  return `Signed-in accounts with the role ${access.roles.join(', ')}.`
}

const ERROR_BODY = jsonSchemaOf(ErrorBodySchema, 'output')
// JSON Schema produced by @valibot/to-json-schema from our own schemas; this shape is what it emits.
const ERROR_DETAIL = (ERROR_BODY.properties as Record<string, JsonSchema>).detail

/**
 * The error body narrowed to the codes one status of one route can carry. Written out (not
 * as `allOf` of ErrorBody): the reference page resolves every allOf when it loads, which
 * for a few hundred responses costs seconds on a slow machine.
 */
const errorBodyWith = (codes: readonly ErrorCode[]): JsonSchema => ({
  type: 'object',
  properties: { detail: ERROR_DETAIL, code: { type: 'string', enum: codes } },
  required: ['detail', 'code'],
})

/** What a route reads, as far as the refusals every route of its kind can answer depend on it. */
interface RouteInputs {
  checks: RequestSchema[]
  readsJson: boolean
  readsMultipart: boolean
  hasPathParams: boolean
  idempotent: boolean
}

/** The refusals every route of its kind can answer, before the route's own. */
function sharedRefusals(
  access: Access | undefined,
  { checks, readsJson, readsMultipart, hasPathParams, idempotent }: RouteInputs,
): Map<number, Set<ErrorCode>> {
  const refusals = new Map<number, Set<ErrorCode>>()
  const add = (status: number, ...codes: ErrorCode[]) => {
    const set = refusals.get(status) ?? new Set<ErrorCode>()
    for (const code of codes) set.add(code)
    refusals.set(status, set)
  }
  if (readsJson) {
    add(400, 'invalidJson')
    add(413, 'payloadTooLarge', 'tooDeep')
  }
  // A form that cannot be parsed at all, or lacks a field.
  if (readsMultipart) add(400, 'unreadableBody')
  if (checks.length || readsJson || readsMultipart || idempotent) add(422, 'validationFailed')
  // A path whose parameter does not fit the route's pattern (`/api/jobs/abc`) reaches no route.
  if (hasPathParams) add(404, 'notFound')
  // The same Idempotency-Key again while its first request is still running.
  if (idempotent) add(409, 'idempotencyInProgress')
  if (access && access.kind !== 'public') add(401, 'notAuthenticated', 'sessionEnded')
  if (access?.kind === 'roles') add(403, 'forbidden')
  add(500, 'internalError')
  return refusals
}

/** Every 429 says when to try again. */
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds until the limit lets the call through again',
    required: true,
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
}

function errorResponses(refusals: Map<number, Set<ErrorCode>>): Record<string, unknown> {
  const responses: Record<string, unknown> = {}
  for (const [status, codes] of [...refusals].sort(([a], [b]) => a - b)) {
    const list = [...codes]
    responses[String(status)] = {
      description: `Refused: ${list.map((code) => `\`${code}\``).join(', ')}`,
      ...(status === 429 ? { headers: RETRY_AFTER } : {}),
      content: { 'application/json': { schema: errorBodyWith(list) } },
    }
  }
  return responses
}

const isJsonMediaType = (type: string) => /^application\/([\w.-]+\+)?json$/.test(type)

/** The success body: the JSON schema, or a body of each listed kind (a file is a string of bytes of its media type). */
function successContent(
  success: RouteDescription['response'] | undefined,
): Record<string, unknown> | undefined {
  if (success?.schema) return { 'application/json': { schema: jsonSchemaOf(success.schema, 'output') } }
  const types =
    typeof success?.contentType === 'string' ? [success.contentType] : (success?.contentType ?? [])
  if (types.length === 0) return undefined
  return Object.fromEntries(
    types.map((type) => [
      type,
      {
        schema: isJsonMediaType(type)
          ? {}
          : { type: 'string', ...(type.startsWith('text/') ? {} : { contentMediaType: type }) },
      },
    ]),
  )
}

/** The answers without a body a route lists: a redirect, or "unchanged" to a conditional GET. */
function bodilessResponses(bodiless: RouteDescription['response']['bodiless']): Record<string, unknown> {
  const responses: Record<string, unknown> = {}
  if (bodiless?.[302])
    responses['302'] = {
      description: bodiless[302],
      headers: {
        Location: { description: 'Where the content is', required: true, schema: { type: 'string' } },
      },
    }
  if (bodiless?.[304])
    responses['304'] = {
      description: bodiless[304],
      headers: {
        ETag: {
          description: 'The validator of the unchanged content',
          required: true,
          schema: { type: 'string' },
        },
      },
    }
  return responses
}

function tagOf(path: string, description: RouteDescription | undefined): string {
  if (description?.tag) return description.tag
  const segments = path.split('/').filter(Boolean).slice(1)
  return (segments[0] === 'admin' ? segments[1] : segments[0]) ?? 'api'
}

function operationOf(
  route: ApiRoute,
  description: RouteDescription | undefined,
  pathParams: { name: string; pattern: string | undefined }[],
) {
  const access = route.handlers.map(accessOf).find((found) => found !== undefined)
  const checks = route.handlers
    .map(requestSchemaOf)
    .filter((found): found is RequestSchema => found !== undefined)
  const jsonCheck = checks.find((check) => check.part === 'json')
  const bodyJson =
    jsonCheck?.schema ?? (description?.body && 'json' in description.body ? description.body.json : undefined)
  const multipart =
    description?.body && 'multipart' in description.body ? description.body.multipart : undefined

  const parameters: Record<string, unknown>[] = []
  const paramCheck = checks.find((check) => check.part === 'param')
  const paramSchema = paramCheck ? jsonSchemaOf(paramCheck.schema, 'input') : undefined
  // JSON Schema produced by @valibot/to-json-schema from our own schemas; this shape is what it emits.
  const paramProperties = (paramSchema?.properties ?? {}) as Record<string, JsonSchema>
  for (const param of pathParams) {
    const schema = paramProperties[param.name] ?? {
      type: 'string',
      ...(param.pattern ? { pattern: param.pattern } : {}),
    }
    parameters.push({ name: param.name, in: 'path', required: true, schema })
  }
  const queryCheck = checks.find((check) => check.part === 'query')
  if (queryCheck) {
    const schema = jsonSchemaOf(queryCheck.schema, 'input')
    // JSON Schema produced by @valibot/to-json-schema from our own schemas; this shape is what it emits.
    const required = new Set((schema.required ?? []) as string[])
    // JSON Schema produced by @valibot/to-json-schema from our own schemas; this shape is what it emits.
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema: property })
    }
  }
  for (const header of description?.headers ?? []) {
    parameters.push({
      name: header.name,
      in: 'header',
      required: header.required ?? false,
      description: header.description,
      schema: { type: 'string' },
    })
  }

  if (description?.response.bodiless?.[304]) {
    parameters.push({
      name: 'If-None-Match',
      in: 'header',
      required: false,
      description: 'The ETag of a copy the caller holds: 304 when it is still current.',
      schema: { type: 'string' },
    })
  }

  const idempotent = (description?.headers ?? []).some((header) => header.name === 'Idempotency-Key')
  const refusals = sharedRefusals(access, {
    checks,
    readsJson: bodyJson !== undefined,
    readsMultipart: multipart !== undefined,
    hasPathParams: pathParams.length > 0,
    idempotent,
  })
  // Object.entries forgets the key and value types of the errors table it walks.
  for (const [status, codes] of Object.entries(description?.errors ?? {}) as [
    string,
    readonly ErrorCode[],
  ][]) {
    // The keys of a description's errors table are refusal statuses written as numbers.
    const set = refusals.get(Number(status) as RefusalStatus) ?? new Set<ErrorCode>()
    for (const code of codes) set.add(code)
    refusals.set(Number(status), set)
  }

  const success = description?.response
  const content = successContent(success)
  const successResponse = { description: success?.description ?? 'Success', ...(content ? { content } : {}) }
  const operation: Record<string, unknown> = {
    operationId: route.key.replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, ''),
    summary: description?.summary ?? route.key,
    description: [`**Who may call:** ${whoMayCall(access)}`, description?.description]
      .filter(Boolean)
      .join('\n\n'),
    tags: [tagOf(route.path, description)],
    'x-access': access ?? { kind: 'public' },
    security: !access || access.kind === 'public' ? [{}, { bearer: [] }] : [{ bearer: [] }],
    parameters,
    responses: {
      [String(success?.status ?? 200)]: successResponse,
      ...(success?.alsoStatus ? { [String(success.alsoStatus)]: successResponse } : {}),
      ...bodilessResponses(success?.bodiless),
      ...errorResponses(refusals),
    },
  }
  if (bodyJson)
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(bodyJson, 'input') } },
    }
  if (multipart) {
    const properties = Object.fromEntries(
      Object.entries(multipart).map(([name, kind]) => [
        name,
        kind === 'file'
          ? { type: 'string', contentMediaType: 'application/octet-stream' }
          : jsonSchemaOf(kind, 'input'),
      ]),
    )
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': { schema: { type: 'object', properties, required: Object.keys(multipart) } },
      },
    }
  }
  return operation
}

/**
 * The OpenAPI 3.1 description of the API, built from the route table: who may call and the
 * request schemas come from each route's middleware, the rest from its description. A route
 * without a description still appears (with its method and path as summary) so the
 * reference never hides a route; a test keeps that list empty.
 */
export function openApiDocument(
  routes: readonly ApiRoute[],
  descriptions: RouteDescriptions,
  version: string,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  const tags = new Set<string>()
  for (const route of [...routes].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  )) {
    const { path, params } = openApiPath(route.path)
    const operation = operationOf(route, descriptions[route.key], params)
    // operationOf always sets tags to a list of names.
    for (const tag of operation.tags as string[]) tags.add(tag)
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Member portal API',
      version,
      description:
        'Every refusal answers `{detail, code}`: `detail` is English text (or a list of `{msg, loc}` for invalid fields), `code` the machine-readable reason the app translates.',
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: ERROR_BODY },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from /api/auth/login or /api/auth/refresh.',
        },
      },
    },
  }
}

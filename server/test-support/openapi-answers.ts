import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { apiRoutes } from '../app'
import { apiDescriptions } from '../openapi/descriptions'
import { apiRoutesOf, openApiDocument, type ApiRoute } from '../openapi/document'

type JsonSchema = Record<string, unknown>
interface DocumentedResponse {
  description: string
  headers?: Record<string, { required?: boolean }>
  content?: Record<string, { schema?: JsonSchema }>
}
interface Operation {
  operationId: string
  responses: Record<string, DocumentedResponse>
}
interface Matcher {
  /** `METHOD /api/path` as the route table spells it. */
  key: string
  method: string
  /** Parameter patterns included: the route the router would pick. */
  exact: RegExp
  /** Any segment per parameter: a malformed id still names the operation meant. */
  loose: RegExp
  operation: Operation
}

export interface SentRequest {
  method: string
  url: string
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\*]/g, '\\$&')

function pathRegExp(path: string, withPatterns: boolean): RegExp {
  let source = ''
  let rest = path
  const parameter = /:([A-Za-z_][A-Za-z0-9_]*)(\{((?:[^{}]|\{[^{}]*\})*)\})?/
  for (let found = parameter.exec(rest); found; found = parameter.exec(rest)) {
    source += escapeRegExp(rest.slice(0, found.index))
    source += withPatterns && found[3] ? `(?:${found[3]})` : '[^/]+'
    rest = rest.slice(found.index + found[0].length)
  }
  return new RegExp(`^${source}${escapeRegExp(rest)}$`)
}

/** `/api/events/:id{[0-9]+}` as the document spells it, `/api/events/{id}` (the document's own conversion). */
const documentPath = (path: string) =>
  path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{((?:[^{}]|\{[^{}]*\})*)\})?/g, '{$1}')

interface Checker {
  matchers: Matcher[]
  ajv: Ajv2020
  validators: WeakMap<JsonSchema, ValidateFunction>
}
let checker: Checker | undefined

/** The served document (built exactly as `/api/openapi.json` builds it), its operations in the router's order. */
function checkerOf(): Checker {
  if (checker) return checker
  const routes: ApiRoute[] = apiRoutesOf(apiRoutes().routes, '/api')
  const document = openApiDocument(routes, apiDescriptions, 'test')
  const matchers = routes.map((route): Matcher => {
    // The document holds one operation per route of the table, keyed by its path and lower-case method.
    const operation = document.paths[documentPath(route.path)]?.[route.method.toLowerCase()] as
      Operation | undefined
    if (!operation) throw new Error(`the API document has no operation for ${route.key}`)
    return {
      key: route.key,
      method: route.method,
      exact: pathRegExp(route.path, true),
      loose: pathRegExp(route.path, false),
      operation,
    }
  })
  // OpenAPI's own keywords (discriminator, example) sit beside JSON Schema's: not strict.
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  checker = { matchers, ajv, validators: new WeakMap() }
  return checker
}

/** The operation a request reached: the first route of the table whose pattern matches, else the one whose path it spells with a malformed parameter. */
function operationFor(matchers: readonly Matcher[], method: string, path: string): Matcher | undefined {
  const wanted = method === 'HEAD' ? ['HEAD', 'GET'] : [method]
  const candidates = matchers.filter((matcher) => wanted.includes(matcher.method))
  return (
    candidates.find((matcher) => matcher.exact.test(path)) ??
    candidates.find((matcher) => matcher.loose.test(path))
  )
}

/** The response's media type matched against the documented ones (`image/*` covers `image/png`). */
function documentedMediaType(content: Record<string, unknown>, mediaType: string): string | undefined {
  if (Object.hasOwn(content, mediaType)) return mediaType
  return Object.keys(content).find((key) => key.endsWith('/*') && mediaType.startsWith(key.slice(0, -1)))
}

async function bodyText(response: Response): Promise<string> {
  const copy = response.clone()
  const encoding = copy.headers.get('content-encoding')
  if (!copy.body) return ''
  if (encoding === 'gzip' || encoding === 'deflate')
    return new Response(copy.body.pipeThrough(new DecompressionStream(encoding))).text()
  return copy.text()
}

const summary = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text)

/**
 * Holds one real answer to the API document: the operation of its method and route, a
 * response documented for its status, its content type among the documented ones and a
 * JSON body that validates against the documented schema. Throws with what differs.
 * Requests outside /api, and to routes a test mounted itself, are not the document's.
 */
export async function assertDocumentedAnswer(request: SentRequest, response: Response): Promise<void> {
  const url = new URL(request.url, 'http://portal.test')
  const path = url.pathname.startsWith('/api/api/') ? url.pathname.slice(4) : url.pathname
  if (!path.startsWith('/api/')) return
  const { matchers, ajv, validators } = checkerOf()
  const matcher = operationFor(matchers, request.method, path)
  if (!matcher) return
  const what = `${request.method} ${url.pathname}${url.search} (operation ${matcher.key})`
  const documented = matcher.operation.responses[String(response.status)]
  if (!documented) {
    const text = await bodyText(response)
    throw new Error(
      `API document: ${what} answered ${response.status}, which the document does not list (it lists ${Object.keys(matcher.operation.responses).join(', ')}): ${summary(text)}`,
    )
  }
  const missing = Object.entries(documented.headers ?? {}).filter(
    ([name, header]) => header.required && !response.headers.has(name),
  )
  if (missing.length)
    throw new Error(
      `API document: ${what} answered ${response.status} without the documented header ${missing.map(([name]) => name).join(', ')}`,
    )
  const text = request.method === 'HEAD' ? '' : await bodyText(response)
  const contentType = response.headers.get('content-type')
  if (!documented.content) {
    if (text !== '')
      throw new Error(
        `API document: ${what} answered ${response.status} with a body (${contentType ?? 'no content type'}), documented without one: ${summary(text)}`,
      )
    return
  }
  if (request.method === 'HEAD' || response.status === 304) return
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  const key = documentedMediaType(documented.content, mediaType)
  if (!key)
    throw new Error(
      `API document: ${what} answered ${response.status} as ${contentType ?? 'no content type'}, documented as ${Object.keys(documented.content).join(', ')}`,
    )
  const schema = documented.content[key]?.schema
  if (!schema || !(key === 'application/json' || key.endsWith('+json'))) return
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new Error(
      `API document: ${what} answered ${response.status} as ${key} with a body that is not JSON: ${summary(text)}`,
    )
  }
  let validate = validators.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    validators.set(schema, validate)
  }
  if (!validate(body)) {
    const problems = (validate.errors ?? [])
      .slice(0, 8)
      .map(
        (error) => `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
      )
    throw new Error(
      `API document: ${what} answered ${response.status} with a body its schema refuses:\n  ${problems.join('\n  ')}\nbody: ${summary(text)}`,
    )
  }
}

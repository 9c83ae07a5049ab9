import { fieldOf } from '@contract/narrow'
import { API_BASE, STORAGE_KEYS } from '@contract/constants'
import { queryString, type QueryValue } from '@contract/query-string'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { errorCodeMessage, httpStatusMessage } from './errors'
import { i18n } from '../i18n/i18n'
import { validationMessage } from './validation-messages'

/** The only `fetch` of the app: one refresh-and-retry on 401, every answer parsed with its contract schema. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
  get code(): string | undefined {
    const code = fieldOf(this.data, 'code')
    return typeof code === 'string' ? code : undefined
  }
}

const OFFLINE_MESSAGE = msg`You are offline. Please try again when you are connected.`

export class OfflineError extends Error {
  constructor() {
    // Before any catalog is active the code stands in.
    super(i18n.locale ? i18n._(OFFLINE_MESSAGE) : 'offline')
    this.name = 'OfflineError'
  }
}

/** A known `code` shows its translated sentence; otherwise Arabic readers get the status's sentence (details are English). */
export function buildErrorMessage(data: unknown, statusText: string, status = 0): string {
  // Cast: checked to be a non-null object just before; fields are read as unknown.
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined
  const detail = record?.detail
  if (record && !Array.isArray(detail)) {
    const translated = errorCodeMessage(record.code)
    if (translated) return translated
  }
  if (i18n.locale === 'ar' && !Array.isArray(detail)) return httpStatusMessage(status)
  if (typeof data === 'string' && data.trim() !== '') return data
  if (record) {
    if (Array.isArray(detail)) {
      return detail
        .map((entry) => {
          const place = fieldOf(entry, 'loc')
          const loc = Array.isArray(place) ? place.join('.') : ''
          return `${validationMessage(String(fieldOf(entry, 'msg') ?? ''))}${loc ? ` (${loc})` : ''}`
        })
        .join('\n')
    }
    if (typeof detail === 'string') return detail
    if (detail !== undefined && detail !== null) return JSON.stringify(detail)
    if (typeof record.message === 'string') return record.message
    if (typeof record.error === 'string') return record.error
  }
  return statusText || httpStatusMessage(status)
}

export const tokens = {
  access: () => read(STORAGE_KEYS.accessToken),
  refresh: () => read(STORAGE_KEYS.refreshToken),
  set(access: string, refresh?: string) {
    write(STORAGE_KEYS.accessToken, access)
    if (refresh !== undefined) write(STORAGE_KEYS.refreshToken, refresh)
  },
  clear() {
    remove(STORAGE_KEYS.accessToken)
    remove(STORAGE_KEYS.refreshToken)
  },
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}
function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
}
function remove(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Nothing stored.
  }
}

export interface RequestOptions<S extends v.GenericSchema | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  schema?: S
  signal?: AbortSignal
  headers?: Record<string, string>
  credentials?: boolean
  /** fetch cannot report upload progress; XHR can. */
  onUploadProgress?: (fraction: number) => void
}

type Output<S> = S extends v.GenericSchema ? v.InferOutput<S> : unknown

const sessionEndedListeners = new Set<() => void>()
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener)
  return () => sessionEndedListeners.delete(listener)
}

let refreshing: Promise<boolean> | undefined

async function refreshAccessToken(): Promise<boolean> {
  const refreshToken = tokens.refresh()
  if (!refreshToken) return false
  refreshing ??= (async () => {
    try {
      const response = await fetch(`${API_BASE}/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      })
      if (!response.ok) return false
      const data: unknown = await response.json()
      const access = fieldOf(data, 'access_token')
      const refresh = fieldOf(data, 'refresh_token')
      if (typeof access !== 'string') return false
      tokens.set(access, typeof refresh === 'string' ? refresh : undefined)
      return true
    } catch {
      return false
    } finally {
      queueMicrotask(() => (refreshing = undefined))
    }
  })()
  const ok = await refreshing
  if (!ok) {
    tokens.clear()
    sessionEndedListeners.forEach((listener) => listener())
  }
  return ok
}

/**
 * Where API requests go: the browser's fetch, or on the server (rendering a page) the server's
 * own request handler, in process.
 */
let apiFetch: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init)

/** The server's render entry sends the app's API requests to the server itself. */
export function sendApiRequestsThrough(handler: (url: string, init: RequestInit) => Promise<Response>): void {
  apiFetch = handler
}

/** A request its caller cancelled (the page left, or the query was cancelled): no failure to report. */
export function isAborted(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = queryString(query ?? {})
  return `${API_BASE}${path}${search ? `?${search}` : ''}`
}

async function send(path: string, options: RequestOptions<v.GenericSchema | undefined>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  const access = tokens.access()
  if (access) headers.Authorization = `Bearer ${access}`
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  try {
    if (options.onUploadProgress && body instanceof FormData) {
      return await sendWithProgress(
        buildUrl(path, options.query),
        options.method ?? 'POST',
        headers,
        body,
        options.onUploadProgress,
        options.signal,
      )
    }
    return await apiFetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: options.credentials ? 'include' : 'same-origin',
    })
  } catch (error) {
    // fetch rejects with a TypeError when no answer came at all (same origin: no network).
    // navigator.onLine often still says online then, so both count as offline and every
    // screen shows the translated message instead of the browser's "Failed to fetch".
    if (error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false))
      throw new OfflineError()
    throw error
  }
}

function sendWithProgress(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: FormData,
  onProgress: (fraction: number) => void,
  signal: AbortSignal | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      onProgress(1)
      const responseHeaders = new Headers()
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':')
        if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
      }
      const empty = xhr.status === 204 || xhr.status === 304
      resolve(
        new Response(empty ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders,
        }),
      )
    }
    xhr.onerror = () => reject(new TypeError('Network request failed'))
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(body)
  })
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      const value: unknown = JSON.parse(text)
      return value
    } catch {
      return text
    }
  }
  return text
}

/** The auth calls made with a session (an expired access token is refreshed for them), unlike sign-in and link calls. */
const SIGNED_IN_AUTH_CALLS =
  /^\/auth\/(me|password\/change|passkeys|passkeys\/(registration\/.*|\d+)|reauth(\/.*)?)$/

export async function apiRequest<S extends v.GenericSchema | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Output<S>> {
  let response = await send(path, options)
  // Credentials calls answer 401 for their own reasons; only signed-in calls are worth a refresh.
  const refreshable = !path.startsWith('/auth/') || SIGNED_IN_AUTH_CALLS.test(path)
  if (response.status === 401 && tokens.refresh() && refreshable) {
    if (await refreshAccessToken()) response = await send(path, options)
  }
  const data = await readBody(response)
  if (!response.ok)
    throw new ApiError(buildErrorMessage(data, response.statusText, response.status), response.status, data)
  // Output<S> is the schema's output when S is one, and unknown without (TypeScript cannot narrow S from `options.schema`).
  if (options.schema) return v.parse(options.schema, data) as Output<S>
  // No schema: Output<S> is unknown, which any body is.
  return data as Output<S>
}

/**
 * A file behind a signed-in call (the member's own certificate file or transcript), as a
 * Blob: sent with the session like `apiRequest`, an expired access token refreshed once, a
 * refusal thrown as an ApiError with the server's `code`.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const options = { headers: { Accept: '*/*' }, signal }
  let response = await send(path, options)
  if (response.status === 401 && tokens.refresh()) {
    if (await refreshAccessToken()) response = await send(path, options)
  }
  if (!response.ok) {
    const data = await readBody(response)
    throw new ApiError(buildErrorMessage(data, response.statusText, response.status), response.status, data)
  }
  return response.blob()
}

/**
 * Downloads a file as a Blob (a resource saved for offline reading). `url` is what the
 * API answered: a public /uploads path, a signed /api/resources/{id}/file link (no bearer
 * needed), or an absolute URL.
 */
export async function downloadBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(url, { signal, credentials: 'same-origin' })
  } catch (error) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError()
    throw error
  }
  if (!response.ok)
    throw new ApiError(buildErrorMessage(null, response.statusText, response.status), response.status, null)
  return response.blob()
}

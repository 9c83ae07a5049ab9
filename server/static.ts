import { createReadStream, existsSync, statSync } from 'node:fs'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import type { Context, Hono } from 'hono'
import type { AppEnv } from './app-env'
import type { ServerConfig } from './env'
import { errorBody } from './lib/errors'
import { storageKeyOfPath, type StoredFile } from './lib/storage/storage'
import { imageVariant, parseImageVariant, variantKey } from './lib/uploads/image-variants'
import { builtPages, isRenderedPath, pageRenderer, type PageSource } from './render'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ics': 'text/calendar; charset=utf-8',
}

export const contentTypeOf = (path: string): string =>
  CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'

/** Undefined when the path would leave `root` or is no file. */
export function fileInside(root: string, urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (decoded.includes('\0')) return undefined
  const full = resolve(root, '.' + normalize('/' + decoded))
  if (full !== root && !full.startsWith(root + sep)) return undefined
  if (!existsSync(full) || !statSync(full).isFile()) return undefined
  return full
}

const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false
  let wildcard = false
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined)
    const allowed = q === undefined || Number(q) > 0
    if (name.trim() === encoding) return allowed
    if (name.trim() === '*') wildcard = allowed
  }
  return wildcard
}

/** The precompressed copy to send; one older than its file is ignored, so a patched file is never shadowed. */
function precompressedChoice(
  file: string,
  acceptEncoding: string | undefined,
): { variant: { file: string; encoding: string } | undefined; varies: boolean } {
  let varies = false
  const original = statSync(file).mtimeMs
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (!existsSync(file + suffix) || statSync(file + suffix).mtimeMs < original) continue
    varies = true
    if (acceptsEncoding(acceptEncoding, encoding))
      return { variant: { file: file + suffix, encoding }, varies }
  }
  return { variant: undefined, varies }
}

/** 304 when the client holds it already, headers and length for HEAD, else the body (asked of `body` only then). */
function answer<E extends AppEnv>(
  c: Context<E>,
  headers: Record<string, string>,
  size: number,
  body: () => string | ReadableStream<Uint8Array>,
): Response {
  if (headers.ETag !== undefined && c.req.header('if-none-match') === headers.ETag)
    return c.body(null, 304, headers)
  const sized = { ...headers, 'Content-Length': String(size) }
  if (c.req.method === 'HEAD') return c.body(null, 200, sized)
  return c.body(body(), 200, sized)
}

export function sendFile(
  c: Context<AppEnv>,
  file: string,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
  options: { precompressed?: boolean } = {},
): Response {
  const { variant, varies } = options.precompressed
    ? precompressedChoice(file, c.req.header('accept-encoding'))
    : { variant: undefined, varies: false }
  const served = variant?.file ?? file
  const stat = statSync(served)
  // Each encoding is its own representation: its own validator.
  const etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}${variant ? `-${variant.encoding}` : ''}"`
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControl,
    ETag: etag,
    ...(varies ? { Vary: 'Accept-Encoding' } : {}),
    // Already compressed: the compress() middleware leaves an answer with a Content-Encoding alone.
    ...(variant ? { 'Content-Encoding': variant.encoding } : {}),
    ...extraHeaders,
  }
  // Node's web stream of a file read yields Uint8Array chunks; opened only when a body is sent.
  return answer(
    c,
    headers,
    stat.size,
    () => Readable.toWeb(createReadStream(served)) as ReadableStream<Uint8Array>,
  )
}

export function sendStored<E extends AppEnv>(
  c: Context<E>,
  key: string,
  file: StoredFile,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
): Response {
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(key),
    'Cache-Control': cacheControl,
    ETag: file.etag,
    ...extraHeaders,
  }
  const response = answer(c, headers, file.size, () => file.body)
  // The stream is open already: an answer without a body lets it go.
  if (response.body === null) void file.body.cancel().catch(() => undefined)
  return response
}

function cacheControlFor(path: string): string {
  // Vite's hashed bundles never change; everything else is revalidated so an update lands.
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (path === '/sw.js' || path.endsWith('.html') || path.endsWith('.webmanifest')) return 'no-cache'
  return 'public, max-age=3600'
}

function uploadKeyOf(urlPath: string): string | undefined {
  try {
    return storageKeyOfPath(decodeURIComponent(urlPath))
  } catch {
    return undefined
  }
}

/** Public addresses are rendered from `pages`; other navigations get index.html. */
export function serveApp(app: Hono<AppEnv>, config: ServerConfig, pages?: PageSource): void {
  const staticRoot = resolve(config.staticDir ?? 'dist')

  app.on(['GET', 'HEAD'], '/uploads/*', async (c) => {
    const key = uploadKeyOf(c.req.path)
    if (!key) return c.json(errorBody('Not found', 'notFound'), 404)
    const storage = c.get('deps').storage
    // `?w=640&fm=webp`: a smaller, modern copy of an image, made once and kept (image-variants.ts).
    const variant = parseImageVariant(key, c.req.query('w'), c.req.query('fm'))
    if (variant === 'invalid')
      return c.json(errorBody('Unknown image size or format', 'validationFailed'), 400)
    const resized = variant ? await imageVariant(storage, key, variant) : undefined
    const file = resized ?? (await storage.stream(key))
    if (!file) return c.json(errorBody('Not found', 'notFound'), 404)
    // Uploaded files never run as a page of ours.
    return sendStored(c, resized && variant ? variantKey(key, variant) : key, file, 'public, max-age=86400', {
      'Content-Security-Policy': "default-src 'none'; sandbox",
    })
  })

  const index = join(staticRoot, 'index.html')
  // Member and admin screens: the shell document, which the browser renders itself.
  const shell =
    pages?.shell ?? ((c: Context<AppEnv>) => sendFile(c, index, 'no-cache', {}, { precompressed: true }))
  const hasShell = () => !!pages?.shell || existsSync(index)
  const renderPage = pageRenderer(app, pages ?? builtPages(staticRoot), shell)
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const file = fileInside(staticRoot, c.req.path)
    if (file) return sendFile(c, file, cacheControlFor(c.req.path), {}, { precompressed: true })
    const wantsPage = !extname(c.req.path) || (c.req.header('accept') ?? '').includes('text/html')
    if (wantsPage && renderPage && isRenderedPath(c.req.path)) return renderPage(c)
    if (wantsPage && hasShell()) return shell(c)
    return c.json(errorBody('Not found', 'notFound'), 404)
  })
}

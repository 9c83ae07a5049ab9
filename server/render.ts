import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DEFAULT_LOCALE, LANG_COOKIE, langCookie, LOCALES, type Locale } from '@contract/constants'
import { isOneOf } from '@contract/narrow'
import type { PageAssets, RenderEntry } from '@contract/page-render'
import type { Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import * as v from 'valibot'
import type { AppEnv } from './app-env'
import { pagePolicy } from './lib/security-headers'

/** Rendered on the server (content in the first bytes, a head for previews); other navigations get the shell. */
const RENDERED_PATHS = [
  /^\/$/,
  /^\/(news|events|resources|jobs)(\/[^/]+)?\/?$/,
  /^\/(journal|about|privacy|terms|members)\/?$/,
  /^\/certificates(\/[^/]+)?\/?$/,
  /^\/cpd\/verify\/[^/]+\/?$/,
]

export function isRenderedPath(path: string): boolean {
  return RENDERED_PATHS.some((pattern) => pattern.test(path))
}

/** The language of this answer: `?lang=` (which becomes the reader's choice), else the `lang` cookie, else Arabic. */
export function pageLocale(c: Context<AppEnv>): { locale: Locale; chosen: boolean } {
  const asked = c.req.query('lang')
  if (isOneOf(LOCALES, asked)) return { locale: asked, chosen: true }
  const stored = getCookie(c, LANG_COOKIE)
  return { locale: isOneOf(LOCALES, stored) ? stored : DEFAULT_LOCALE, chosen: false }
}

const ViteManifestSchema = v.record(
  v.string(),
  v.object({
    file: v.string(),
    css: v.optional(v.array(v.string())),
    imports: v.optional(v.array(v.string())),
  }),
)

/** TanStack Router's route id of a file in src/routes (`news.$id.tsx` → `/news/$id`, `index.tsx` → `/`). */
export function routeIdOfFile(file: string): string {
  const parts = file.replace(/\.tsx?$/, '').split('.')
  return parts.at(-1) === 'index'
    ? `/${parts.slice(0, -1).join('/')}${parts.length > 1 ? '/' : ''}`
    : `/${parts.join('/')}`
}

/** The manifest key of a route's split-off component chunk (TanStack Router's code splitting). */
const ROUTE_COMPONENT = /^src\/routes\/([^/?]+)\?tsr-split=(.+)$/

/**
 * The browser entry, its static imports and its stylesheet, from the client build's manifest
 * (dist/.vite/manifest.json), and each route's component chunk with what it imports beyond those.
 */
export function pageAssets(staticRoot: string): PageAssets {
  const manifest = v.parse(
    ViteManifestSchema,
    JSON.parse(readFileSync(join(staticRoot, '.vite', 'manifest.json'), 'utf8')),
  )
  const entry = manifest['index.html']
  if (!entry) throw new Error('The client build has no index.html entry')
  const imported = (keys: readonly string[], into = new Set<string>()) => {
    const walk = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || into.has(chunk.file)) return
      into.add(chunk.file)
      for (const next of chunk.imports ?? []) walk(next)
    }
    keys.forEach(walk)
    return into
  }
  const preloads = imported(entry.imports ?? [])
  const routePreloads: Record<string, string[]> = {}
  for (const key of Object.keys(manifest)) {
    const [, file, split] = ROUTE_COMPONENT.exec(key) ?? []
    if (!file || !split?.split('---').includes('component')) continue
    routePreloads[routeIdOfFile(file)] = [...imported([key])].filter((chunk) => !preloads.has(chunk))
  }
  // With one stylesheet for the whole app (cssCodeSplit off), the build lists it on its own as `style.css`.
  const stylesheets = entry.css ?? (manifest['style.css'] ? [manifest['style.css'].file] : [])
  return { scripts: [entry.file], preloads: [...preloads], stylesheets, routePreloads }
}

/**
 * Where public pages come from: the build (`npm start`: dist-server/ beside dist/), or Vite's
 * dev server (`npm run dev`: server/dev-pages.ts), or a test's own.
 */
export interface PageSource {
  /** The render entry, asked for each page: the build's is loaded once, the dev server's is the module as last edited. */
  entry: () => Promise<RenderEntry>
  assets: PageAssets
  /** The page's Content-Security-Policy for this answer's nonce (pagePolicy unless told). */
  policy?: (nonce: string) => string
  /** The shell document of the other navigations, when not the build's index.html. */
  shell?: (c: Context<AppEnv>) => Response | Promise<Response>
}

/** The render entry built beside the client (`dist` → `dist-server/entry-server.js`), or undefined when there is none (an API-only or unbuilt server). */
export function builtPages(staticRoot: string): PageSource | undefined {
  const file = join(`${resolve(staticRoot)}-server`, 'entry-server.js')
  if (!existsSync(file) || !existsSync(join(staticRoot, '.vite', 'manifest.json'))) return undefined
  // The module's shape is the contract's RenderEntry: the build compiles src/entry-server.tsx against it.
  const loaded = import(pathToFileURL(file).href) as Promise<RenderEntry>
  // A build that cannot load is told on each page (which then gets the shell document), not as an unhandled rejection at start.
  loaded.catch(() => undefined)
  return { entry: () => loaded, assets: pageAssets(staticRoot) }
}

/**
 * Renders the page of a public address, streamed: a nonce per answer for the router's inline
 * scripts, the language from the address or cookie. A render that fails answers 500 with the
 * error page in the reader's language; what failed is logged with the request's id.
 */
export function pageRenderer(
  app: Hono<AppEnv>,
  source: PageSource | undefined,
  shell: (c: Context<AppEnv>) => Response | Promise<Response>,
): ((c: Context<AppEnv>) => Promise<Response>) | undefined {
  if (!source) return undefined
  // The page's API requests are answered by this server in process, never over the network.
  const api = async (path: string, init: RequestInit) => app.request(path, init)
  const policy = source.policy ?? pagePolicy
  return async (c) => {
    let renderer: RenderEntry
    try {
      renderer = await source.entry()
    } catch (error) {
      // A render entry that cannot load (a broken build, a syntax error while developing): the shell document, which the browser renders.
      console.error(
        `[${c.get('requestId')}] The render entry could not be loaded; this page gets the shell document:`,
        error,
      )
      return shell(c)
    }
    renderer.sendApiTo(api)
    const { locale, chosen } = pageLocale(c)
    const nonce = randomBytes(16).toString('base64')
    const options = {
      locale,
      nonce,
      assets: source.assets,
      siteUrl: c.get('deps').config.publicUrl,
      reportError: (error: unknown) =>
        console.error(`[${c.get('requestId')}] The page ${c.req.path} could not be rendered:`, error),
    }
    let response: Response
    try {
      response = await renderer.renderPage(c.req.raw, options)
    } catch (error) {
      if (c.req.raw.signal.aborted) throw error
      options.reportError(error)
      response = renderer.renderErrorPage(c.req.raw, options)
    }
    const headers = new Headers(response.headers)
    headers.set('Content-Security-Policy', policy(nonce))
    // Rendered for this reader's language, from content that changes: revalidated on every visit.
    headers.set('Cache-Control', 'no-cache')
    headers.set('Vary', 'Cookie, Accept-Encoding')
    if (chosen)
      headers.append('Set-Cookie', langCookie(locale, c.get('deps').config.publicUrl.startsWith('https://')))
    return new Response(response.body, { status: response.status, headers })
  }
}

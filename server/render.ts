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

/**
 * The public addresses the server renders (content in the first bytes, a head for link
 * previews and crawlers); every other navigation gets the shell document, which the
 * browser renders itself (member and admin screens).
 */
const RENDERED_PATHS = [/^\/$/, /^\/(news|events|resources|jobs)(\/[^/]+)?\/?$/, /^\/(journal|about|members)\/?$/, /^\/certificates(\/[^/]+)?\/?$/]

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

const ViteManifestSchema = v.record(v.string(), v.object({ file: v.string(), css: v.optional(v.array(v.string())), imports: v.optional(v.array(v.string())) }))

/** The browser entry, its static imports and its stylesheet, from the client build's manifest (dist/.vite/manifest.json). */
export function pageAssets(staticRoot: string): PageAssets {
  const manifest = v.parse(ViteManifestSchema, JSON.parse(readFileSync(join(staticRoot, '.vite', 'manifest.json'), 'utf8')))
  const entry = manifest['index.html']
  if (!entry) throw new Error('The client build has no index.html entry')
  const preloads = new Set<string>()
  const walk = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || preloads.has(chunk.file)) return
    preloads.add(chunk.file)
    for (const imported of chunk.imports ?? []) walk(imported)
  }
  for (const imported of entry.imports ?? []) walk(imported)
  // With one stylesheet for the whole app (cssCodeSplit off), the build lists it on its own as `style.css`.
  const stylesheets = entry.css ?? (manifest['style.css'] ? [manifest['style.css'].file] : [])
  return { entry: entry.file, preloads: [...preloads], stylesheets }
}

/** The render entry built beside the client (`dist` → `dist-server/entry-server.js`), or undefined when there is none (an API-only or unbuilt server). */
export async function loadRenderEntry(staticRoot: string): Promise<RenderEntry | undefined> {
  const file = join(`${resolve(staticRoot)}-server`, 'entry-server.js')
  if (!existsSync(file) || !existsSync(join(staticRoot, '.vite', 'manifest.json'))) return undefined
  // The module's shape is the contract's RenderEntry: the build compiles src/entry-server.tsx against it.
  return (await import(pathToFileURL(file).href)) as RenderEntry
}

/** Renders the page of a public address: a nonce per answer for the router's inline scripts, the language from the address or cookie. */
export function pageRenderer(app: Hono<AppEnv>, staticRoot: string, shell: (c: Context<AppEnv>) => Response): ((c: Context<AppEnv>) => Promise<Response>) | undefined {
  const assets = existsSync(join(staticRoot, '.vite', 'manifest.json')) ? pageAssets(staticRoot) : undefined
  if (!assets) return undefined
  const entry = loadRenderEntry(staticRoot).then(
    (loaded) => {
      // The page's API requests are answered by this server in process, never over the network.
      loaded?.sendApiTo(async (path, init) => app.request(path, init))
      return loaded
    },
    (error: unknown) => {
      // A render entry that cannot load (a broken build): public pages fall back to the shell document.
      console.error('The render entry could not be loaded; public pages get the shell document:', error)
      return undefined
    },
  )
  return async (c) => {
    const renderer = await entry
    if (!renderer) return shell(c)
    const { locale, chosen } = pageLocale(c)
    const nonce = randomBytes(16).toString('base64')
    const response = await renderer.renderPage(c.req.raw, { locale, nonce, assets, siteUrl: c.get('deps').config.publicUrl })
    const headers = new Headers(response.headers)
    headers.set('Content-Security-Policy', pagePolicy(nonce))
    // Rendered for this reader's language, from content that changes: revalidated on every visit.
    headers.set('Cache-Control', 'no-cache')
    headers.set('Vary', 'Cookie, Accept-Encoding')
    if (chosen) headers.append('Set-Cookie', langCookie(locale, c.get('deps').config.publicUrl.startsWith('https://')))
    return new Response(response.body, { status: response.status, headers })
  }
}

import type { Locale } from './constants'

/** The built files a rendered page names: the browser entry, its static imports and the app's stylesheet (paths from the site's root). */
export interface PageAssets {
  entry: string
  preloads: readonly string[]
  stylesheets: readonly string[]
}

export interface PageRenderOptions {
  locale: Locale
  /** The CSP nonce of this answer: the router's inline scripts carry it. */
  nonce: string
  assets: PageAssets
  /** PUBLIC_URL: the base of the page's canonical and shared addresses. */
  siteUrl: string
}

export type RenderPage = (request: Request, options: PageRenderOptions) => Promise<Response>

/** What the render entry's API calls go through on the server: the app's own request handler, in process. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>

/** What the server's render entry (src/entry-server.tsx, built into dist-server/) exports. */
export interface RenderEntry {
  renderPage: RenderPage
  sendApiTo: (handler: ApiFetch) => void
}

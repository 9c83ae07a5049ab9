import type { Locale } from './constants'

/**
 * How long a server render waits for a page's API answers before sending that part's loading state: a slow
 * database costs a spinner, never a blank screen; 1.5 s stays near the 1 s first-bytes target with margin.
 */
export const SERVER_RENDER_WAIT_MS = 1500

/** Paths from the site's root: the module scripts in order, their static imports, the stylesheets. */
export interface PageAssets {
  /** In development: Vite's client, React's refresh preamble and src/main.tsx. */
  scripts: readonly string[]
  preloads: readonly string[]
  stylesheets: readonly string[]
}

export interface PageRenderOptions {
  locale: Locale
  /** The CSP nonce of this answer: the router's inline scripts carry it. */
  nonce: string
  assets: PageAssets
  siteUrl: string
  /**
   * The page's answer says only that something went wrong; the server logs the error with the request's id.
   */
  reportError: (error: unknown) => void
}

export type RenderPage = (request: Request, options: PageRenderOptions) => Promise<Response>

/** The app's own request handler, in process. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>

/** What src/entry-server.tsx (built into dist-server/) exports. */
export interface RenderEntry {
  /** Streamed; a render that fails answers the error page (500). */
  renderPage: RenderPage
  /**
   * For a render that failed before its first byte: the 500 page in the reader's language, without detail.
   */
  renderErrorPage: (request: Request, options: PageRenderOptions) => Response
  sendApiTo: (handler: ApiFetch) => void
}

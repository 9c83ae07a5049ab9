import type { Locale } from './constants'

/**
 * Past it the page is sent with that part's loading state: a slow database costs a spinner, never a blank
 * page.
 */
export const SERVER_RENDER_WAIT_MS = 1500

export interface PageAssets {
  /** In development: Vite's client, React's refresh preamble and src/main.tsx. */
  scripts: readonly string[]
  preloads: readonly string[]
  stylesheets: readonly string[]
  /**
   * By route id, the chunks of the route's component and what they import beyond `preloads`:
   * the page's head preloads those of the routes it matched (the build keeps no preload lists in its chunks).
   */
  routePreloads?: Readonly<Record<string, readonly string[]>>
}

export interface PageRenderOptions {
  locale: Locale
  /** The router's inline scripts carry it. */
  nonce: string
  assets: PageAssets
  siteUrl: string
  /** The answer says only that something went wrong; the server logs the error. */
  reportError: (error: unknown) => void
}

export type RenderPage = (request: Request, options: PageRenderOptions) => Promise<Response>

export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>

export interface RenderEntry {
  /** A render that fails answers the error page (500). */
  renderPage: RenderPage
  /** For a render that failed before its first byte. */
  renderErrorPage: (request: Request, options: PageRenderOptions) => Response
  sendApiTo: (handler: ApiFetch) => void
}

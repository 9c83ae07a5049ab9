import type { Locale } from './constants'

/**
 * How long a server render waits for a page's API answers (src/lib/server-awaits.ts). Past
 * it the page is sent with that part's loading state and the browser asks for it itself: a
 * slow database or a stuck query costs the reader a spinner, never a blank screen. 1.5 s
 * keeps a page's first bytes near the phone profile's content target (1 s) with a slow
 * answer's margin, far above what an answer takes on a healthy server (milliseconds, in process).
 */
export const SERVER_RENDER_WAIT_MS = 1500

/** The files a rendered page names, as paths from the site's root: the module scripts it runs (in order), their static imports and the app's stylesheets. */
export interface PageAssets {
  /** The build's browser entry; in development Vite's client, React's refresh preamble and src/main.tsx. */
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
  /** The CSP nonce of this answer: the router's inline scripts carry it. */
  nonce: string
  assets: PageAssets
  /** PUBLIC_URL: the base of the page's canonical and shared addresses. */
  siteUrl: string
  /** Told of an error the render met (the server logs it with the request's id); the page's answer says only that something went wrong. */
  reportError: (error: unknown) => void
}

export type RenderPage = (request: Request, options: PageRenderOptions) => Promise<Response>

/** What the render entry's API calls go through on the server: the app's own request handler, in process. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>

/** What the server's render entry (src/entry-server.tsx, built into dist-server/) exports. */
export interface RenderEntry {
  /** The page of a public address, streamed; a render that fails answers the error page (500). */
  renderPage: RenderPage
  /** The 500 page in the reader's language, with no detail of the failure: for a render that failed before its first byte. */
  renderErrorPage: (request: Request, options: PageRenderOptions) => Response
  sendApiTo: (handler: ApiFetch) => void
}

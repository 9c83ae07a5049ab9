import type { Locale } from './constants'

/** Past it the page is sent with that part's loading state: a slow database costs a spinner, never a blank page. */
export const SERVER_RENDER_WAIT_MS = 1500

export interface PageAssets {
  scripts: readonly string[]
  preloads: readonly string[]
  stylesheets: readonly string[]
  /** By route id, the chunks the head preloads (the build keeps no preload lists in its chunks). */
  routePreloads?: Readonly<Record<string, readonly string[]>>
}

export interface PageRenderOptions {
  locale: Locale
  nonce: string
  assets: PageAssets
  siteUrl: string
  reportError: (error: unknown) => void
}

export type RenderPage = (request: Request, options: PageRenderOptions) => Promise<Response>

export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>

export interface RenderEntry {
  renderPage: RenderPage
  renderErrorPage: (request: Request, options: PageRenderOptions) => Response
  sendApiTo: (handler: ApiFetch) => void
}

import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { publicRoute } from '../lib/access'
import { errorBody } from '../lib/errors'
import { sendFile } from '../static'
import { apiDescriptions } from './descriptions'
import { DOCS_ASSETS, DOCS_INITIALIZER, DOCS_INITIALIZER_NAME, DOCS_PAGE } from './docs-page'
import { apiRoutesOf, openApiDocument, type RouteRow } from './document'

/** The description is built from the route table on the first call and kept: the table never changes. */
export function apiDescriptionRoutes(rowsOf: () => readonly RouteRow[]) {
  let document: ReturnType<typeof openApiDocument> | undefined
  return new Hono<AppEnv>()
    .get('/openapi.json', publicRoute(), (c) => {
      document ??= openApiDocument(
        apiRoutesOf(rowsOf(), '/api'),
        apiDescriptions,
        c.get('deps').config.version,
      )
      return c.json(document)
    })
    .get('/docs', publicRoute(), (c) => c.html(DOCS_PAGE, 200, { 'Cache-Control': 'no-cache' }))
    .get('/docs/:file{[a-z-]+\\.(?:js|css)}', publicRoute(), (c) => {
      const name = c.req.param('file')
      if (name === DOCS_INITIALIZER_NAME)
        return c.body(DOCS_INITIALIZER, 200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
        })
      const file = DOCS_ASSETS[name]
      if (!file) return c.json(errorBody('Not found', 'notFound'), 404)
      // Revalidated by ETag: the files change only when swagger-ui-dist is upgraded.
      return sendFile(c, file, 'public, max-age=3600')
    })
}

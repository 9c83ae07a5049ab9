import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** Swagger UI served from our own origin (no CDN), under the app's CSP: nothing inline. */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

export const DOCS_ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': join(SWAGGER_UI_DIR, 'swagger-ui.css'),
  'swagger-ui-bundle.js': join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'),
}

export const DOCS_INITIALIZER_NAME = 'init.js'

/** A file of its own, as the CSP allows no inline script; groups start folded (drawing all is slow on a phone). */
export const DOCS_INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: -1, presets: [SwaggerUIBundle.presets.apis] })
})
`

/** A developer's reference, in English like the description it shows. */
export const DOCS_PAGE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Member portal API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/${DOCS_INITIALIZER_NAME}"></script>
  </body>
</html>
`

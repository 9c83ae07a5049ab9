import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * The API reference page: Swagger UI served from our own origin (no CDN), under the app's
 * CSP. Nothing inline: the page loads the bundle and a separate initializer file.
 */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** The Swagger UI files the page loads, by the name it asks for. */
export const DOCS_ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': join(SWAGGER_UI_DIR, 'swagger-ui.css'),
  'swagger-ui-bundle.js': join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js'),
}

export const DOCS_INITIALIZER_NAME = 'init.js'

/**
 * Points Swagger UI at our description; run from its own file because the CSP allows no
 * inline script. Groups start folded: drawing every operation at once is slow on a phone.
 */
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

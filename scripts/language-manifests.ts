import type { Plugin } from 'vite'
import type { manifestFiles } from '../src/app/web-manifest.ts'

/**
 * Writes one web manifest per language into the build; the page links the reader's one
 * (src/lib/pwa/manifest-link.ts). vite-plugin-pwa's own single manifest is turned off. In
 * development the same files are served from memory.
 */
export function languageManifests(files: typeof manifestFiles): Plugin {
  const sources = new Map(
    files.map(({ fileName, manifest }) => [`/${fileName}`, JSON.stringify(manifest, null, 2)]),
  )
  return {
    name: 'language-manifests',
    generateBundle() {
      for (const [path, source] of sources) this.emitFile({ type: 'asset', fileName: path.slice(1), source })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const source = req.url ? sources.get(req.url) : undefined
        if (!source) return next()
        res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8')
        res.end(source)
      })
    },
  }
}

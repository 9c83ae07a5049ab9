import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { PWAIntegration } from 'vite-plugin-pwa'
import type { ManifestEntry, ManifestTransform } from 'workbox-build'

/** The fields of Vite's build manifest (`<outDir>/.vite/manifest.json`) read here. */
interface ViteChunk {
  file: string
  src?: string
  imports?: string[]
  css?: string[]
  assets?: string[]
}
export type ViteManifest = Record<string, ViteChunk>

/**
 * The files the shell document (index.html) needs to start: its entry chunk with every chunk
 * it imports statically, their stylesheets (the one `style.css` when CSS is not split) and the
 * files those reference (the font faces), and each start-up module loaded by `import()` (a
 * source matching one of `startUp`, with its static imports). A pattern that matches no source
 * fails the build, so a renamed module cannot silently leave the shell.
 */
export function shellFiles(manifest: ViteManifest, startUp: readonly RegExp[]): Set<string> {
  const entry = manifest['index.html']
  if (!entry) throw new Error('The build has no index.html entry')
  const files = new Set<string>()
  const seen = new Set<string>()
  const walk = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
    for (const imported of chunk.imports ?? []) walk(imported)
  }
  walk('index.html')
  for (const pattern of startUp) {
    const keys = Object.keys(manifest).filter((key) => pattern.test(manifest[key]?.src ?? key))
    if (!keys.length)
      throw new Error(`No module of the build matches the shell's start-up pattern ${String(pattern)}`)
    keys.forEach(walk)
  }
  const stylesheet = manifest['style.css']
  if (stylesheet) walk('style.css')
  return files
}

/**
 * Keeps the shell's files and everything outside the assets folder as they are; marks the
 * assets the shell does not need `deferred`: the install skips them and the worker caches them
 * once active (sw/asset-cache.ts).
 */
export function deferAllBut<Entry extends ManifestEntry>(
  entries: readonly Entry[],
  shell: ReadonlySet<string>,
  assetsDir = 'assets/',
): (Entry & { deferred?: true })[] {
  return entries.map((entry) =>
    entry.url.startsWith(assetsDir) && !shell.has(entry.url) ? { ...entry, deferred: true } : entry,
  )
}

/** The manifest transform over the build in `outDir`: Vite has written its manifest there before the worker is built. */
export function shellTransform(outDir: string, startUp: readonly RegExp[]): ManifestTransform {
  return async (entries) => {
    // The manifest Vite wrote for this build; shellFiles fails on a shape without the entry.
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest
    return { manifest: deferAllBut(entries, shellFiles(manifest, startUp)), warnings: [] }
  }
}

/**
 * vite-plugin-pwa's integration hook: once Vite's configuration is resolved (the build's own
 * folder known, `--outDir` included), the injected manifest goes through shellTransform.
 */
export function shellPrecache(startUp: readonly RegExp[]): PWAIntegration {
  return {
    configureOptions(vite, options) {
      const transform = shellTransform(resolve(vite.root, vite.build.outDir), startUp)
      options.injectManifest = {
        ...options.injectManifest,
        manifestTransforms: [...(options.injectManifest?.manifestTransforms ?? []), transform],
      }
    },
  }
}

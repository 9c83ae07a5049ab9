import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats worth compressing; images, fonts and archives are compressed already. Source maps are fetched only by developer tools. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ico',
])
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesBelow(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  )
  return nested.flat()
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file of `dir`, each only when it
 * is smaller than the file itself, so the server sends them as they are instead of
 * compressing the same bytes on every request. Brotli at its highest quality: it runs once
 * per build. Returns the files written.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = []
  for (const file of await filesBelow(dir)) {
    if (!COMPRESSIBLE.has(extname(file).toLowerCase())) continue
    if ((await stat(file)).size < MIN_BYTES) continue
    const data = await readFile(file)
    const variants: [string, Buffer][] = [
      [
        '.br',
        await brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
      ],
      ['.gz', await gzipAsync(data, { level: constants.Z_BEST_COMPRESSION })],
    ]
    for (const [suffix, compressed] of variants) {
      if (compressed.length >= data.length) continue
      await writeFile(file + suffix, compressed)
      written.push(file + suffix)
    }
  }
  return written
}

/**
 * Precompresses the build output once everything is written, the service worker included
 * (vite-plugin-pwa writes sw.js in its own closing step, which this one follows).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        // Set by configResolved, which Vite calls before any build hook. `--outDir` may be absolute.
        const outDir = resolve(config!.root, config!.build.outDir)
        const written = await precompressDir(outDir)
        // Set by configResolved, as above.
        config!.logger.info(`precompress: ${written.length} .br/.gz files in ${config!.build.outDir}`)
      },
    },
  }
}

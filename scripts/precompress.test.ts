import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import type { ResolvedConfig } from 'vite'
import { precompress, precompressDir } from './precompress'

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('precompressDir', () => {
  it('writes .br and .gz beside compressible files that shrink, and nothing for the rest', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    mkdirSync(join(dir, 'assets'))
    const script = 'export const greeting = "مرحبا";\n'.repeat(200)
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), script)
    writeFileSync(join(dir, 'index.html'), '<!doctype html><p>hi</p>')
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 7))
    // Random bytes do not shrink: no compressed copy is kept.
    writeFileSync(
      join(dir, 'noise.json'),
      Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))),
    )

    const written = await precompressDir(dir)

    expect(written.map((file) => file.slice(dir.length)).sort()).toEqual([
      '/assets/app-abc123.js.br',
      '/assets/app-abc123.js.gz',
    ])
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-abc123.js.br'))).toString()).toBe(
      script,
    )
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-abc123.js.gz'))).toString()).toBe(script)
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false)
    expect(existsSync(join(dir, 'icon.png.br'))).toBe(false)
  })
})

describe('precompress', () => {
  it('compresses the build in its folder when --outDir is an absolute path', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-out-'))
    writeFileSync(join(dir, 'app.js'), 'export const a = 1;\n'.repeat(200))
    const plugin = precompress()
    const logged: string[] = []
    // Cast: the plugin reads only root, build.outDir and logger.info of the resolved configuration.
    const config = {
      root: '/somewhere/else',
      build: { outDir: dir },
      logger: { info: (line: string) => logged.push(line) },
    } as unknown as ResolvedConfig
    // Cast: Vite's hooks are typed as object-or-function; this plugin defines both as below.
    ;(plugin.configResolved as (config: ResolvedConfig) => void)(config)
    // Cast: closeBundle is defined in its object form, with a handler.
    await (plugin.closeBundle as { handler: () => Promise<void> }).handler()
    expect(existsSync(join(dir, 'app.js.br'))).toBe(true)
    expect(existsSync(join(dir, 'app.js.gz'))).toBe(true)
  })
})

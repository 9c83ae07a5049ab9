import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { deferAllBut, shellFiles, shellTransform, type ViteManifest } from './shell-precache'

/** A build's manifest as Vite writes it: an entry importing a vendor chunk, routes split off, catalogs and a start-up module loaded by import(). */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    imports: ['_react-b2.js', '_i18n-c3.js', '_routes-d4.js'],
    assets: ['assets/plex-arabic-400-e5.woff2'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_i18n-c3.js': { file: 'assets/i18n-c3.js', imports: ['_react-b2.js'] },
  '_routes-d4.js': { file: 'assets/routes-d4.js', imports: ['_i18n-c3.js'] },
  'src/routes/members.tsx?tsr-split=component': {
    file: 'assets/members-f6.js',
    src: 'src/routes/members.tsx?tsr-split=component',
    imports: ['_cards-g7.js'],
  },
  '_cards-g7.js': { file: 'assets/cards-g7.js' },
  'locales/ar/messages.po': { file: 'assets/messages-h8.js', src: 'locales/ar/messages.po' },
  'locales/en/messages.po': { file: 'assets/messages-i9.js', src: 'locales/en/messages.po' },
  'src/lib/offline/query-cache-db.ts': {
    file: 'assets/query-cache-db-j0.js',
    src: 'src/lib/offline/query-cache-db.ts',
    imports: ['_db-k1.js'],
  },
  '_db-k1.js': { file: 'assets/db-k1.js' },
  'style.css': { file: 'assets/style-l2.css', src: 'style.css' },
}
const startUp = [/^locales\/[^/]+\/messages\.po$/, /^src\/lib\/offline\/query-cache-db\.ts$/]

describe("the shell's files", () => {
  it('are the entry with its static imports, the stylesheet, the fonts, the catalogs and the start-up modules with their imports; never a route chunk', () => {
    expect([...shellFiles(manifest, startUp)].sort()).toEqual([
      'assets/db-k1.js',
      'assets/i18n-c3.js',
      'assets/index-a1.js',
      'assets/messages-h8.js',
      'assets/messages-i9.js',
      'assets/plex-arabic-400-e5.woff2',
      'assets/query-cache-db-j0.js',
      'assets/react-b2.js',
      'assets/routes-d4.js',
      'assets/style-l2.css',
    ])
  })

  it('fail the build when a start-up module is not in it (renamed or removed)', () => {
    expect(() => shellFiles(manifest, [/^src\/lib\/gone\.ts$/])).toThrow(/gone/)
    expect(() => shellFiles({}, startUp)).toThrow(/index\.html/)
  })

  it("leave the document, icons and the shell's assets to the install and mark the other assets deferred", () => {
    const entries = [
      'index.html',
      'favicon.svg',
      'assets/index-a1.js',
      'assets/members-f6.js',
      'assets/cards-g7.js',
    ].map((url) => ({ url, revision: url.startsWith('assets/') ? null : 'r1' }))
    expect(deferAllBut(entries, shellFiles(manifest, startUp))).toEqual([
      { url: 'index.html', revision: 'r1' },
      { url: 'favicon.svg', revision: 'r1' },
      { url: 'assets/index-a1.js', revision: null },
      { url: 'assets/members-f6.js', revision: null, deferred: true },
      { url: 'assets/cards-g7.js', revision: null, deferred: true },
    ])
  })
})

describe('the manifest transform', () => {
  let dir: string
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('reads the manifest Vite wrote into the build folder', async () => {
    dir = mkdtempSync(join(tmpdir(), 'shell-precache-'))
    mkdirSync(join(dir, '.vite'))
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
    const result = await shellTransform(
      dir,
      startUp,
    )([
      { url: 'assets/react-b2.js', revision: null, size: 10 },
      { url: 'assets/cards-g7.js', revision: null, size: 5 },
    ])
    expect(result.manifest.map((entry) => [entry.url, 'deferred' in entry])).toEqual([
      ['assets/react-b2.js', false],
      ['assets/cards-g7.js', true],
    ])
  })
})

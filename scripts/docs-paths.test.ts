import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The guides name files so that a newcomer can open them: every path they quote (in
 * backticks, starting with one of the repository's top-level folders) must exist. A file
 * moved or renamed without its guide being updated fails here.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const GUIDES = ['README.md', 'SECURITY.md', 'docs/ARCHITECTURE.md', 'docs/performance.md']
const TOP_LEVEL = [
  'contract',
  'server',
  'src',
  'sw',
  'tests',
  'scripts',
  'bench',
  'locales',
  'public',
  'docs',
  '.ci',
]

function quotedPaths(text: string): string[] {
  const paths = new Set<string>()
  for (const [, quoted] of text.matchAll(/`([^`\s]+)`/g)) {
    // `server/modules/<resource>/` and `*.test.ts` describe a pattern, not one file.
    const path = quoted.replace(/[.,;:]$/, '')
    if (!TOP_LEVEL.some((folder) => path === folder || path.startsWith(`${folder}/`))) continue
    if (/[<>*{}…]/.test(path)) continue
    paths.add(path)
  }
  return [...paths]
}

describe('paths named in the guides', () => {
  for (const guide of GUIDES) {
    it(`${guide} names only files and folders that exist`, () => {
      const missing = quotedPaths(readFileSync(`${root}${guide}`, 'utf8')).filter(
        (path) => !existsSync(`${root}${path}`),
      )
      expect(missing).toEqual([])
    })
  }

  it('reads quoted paths, skipping patterns and other words', () => {
    expect(quotedPaths('see `server/app.ts`, `src/lib/*.ts`, `npm test` and `contract/errors.ts`.')).toEqual([
      'server/app.ts',
      'contract/errors.ts',
    ])
  })
})

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, matchesGlob, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { areaOfPath, areaSources, SCREEN_AREAS } from './catalog-areas'

const root = resolve(import.meta.dirname, '../../..')
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )
const files = sources('src')
// Cast: SCREEN_AREAS' own keys.
const areas = ['refusals' as const, ...(Object.keys(SCREEN_AREAS) as (keyof typeof SCREEN_AREAS)[])]
const memo = <T>(compute: (file: string) => T) => {
  const known = new Map<string, T>()
  return (file: string): T => {
    if (!known.has(file)) known.set(file, compute(file))
    // Cast: set just above when missing.
    return known.get(file) as T
  }
}
const areaOfFile = memo((file) =>
  areas.find((area) => areaSources(area).some((glob) => matchesGlob(file, glob))),
)
const hasMessages = memo((file) =>
  /from '@lingui\/(core|react)\/macro'/.test(readFileSync(join(root, file), 'utf8')),
)

/** The project file an import names, if it is one of ours. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join('src', specifier.slice(2))
    : specifier.startsWith('.')
      ? join(from, '..', specifier)
      : undefined
  if (!base) return undefined
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (file) => files.includes(relative(root, join(root, file))) && existsSync(join(root, file)),
  )
}

/** The files `file` imports statically (type-only imports vanish when compiled) and the ones it loads by `import()`. */
const importsOf = memo((file): { static: string[]; dynamic: string[] } => {
  const text = readFileSync(join(root, file), 'utf8')
  const named = (pattern: RegExp) =>
    [...text.matchAll(pattern)].flatMap((match) => resolveImport(file, match[1] ?? match[2] ?? '') ?? [])
  return {
    static: named(/^(?:import|export)(?! type )[^'"]*?from '([^']+)'|^import '([^']+)'/gm),
    dynamic: named(/import\('([^']+)'\)/g),
  }
})

/** Every file a public file's code runs with at once: itself and its static imports, transitively. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  // The route tree imports every route file; a route's code runs once its route matches, after the root has loaded its area's catalog.
  if (seen.has(file) || file === 'src/routeTree.gen.ts') return seen
  seen.add(file)
  for (const imported of importsOf(file).static) staticClosure(imported, seen)
  return seen
}

describe('catalog areas', () => {
  it('give every address of an area its catalog, and public addresses none', () => {
    expect(areaOfPath('/admin/users/pending')).toBe('admin')
    expect(areaOfPath('/check-in/12')).toBe('admin')
    expect(areaOfPath('/profile')).toBe('member')
    expect(areaOfPath('/register/pending')).toBe('member')
    expect(areaOfPath('/privacy')).toBe('about')
    expect(areaOfPath('/')).toBeUndefined()
    expect(areaOfPath('/members/12')).toBeUndefined()
    expect(areaOfPath('/certificates/ABC')).toBeUndefined()
  })

  it('name route files and feature folders that exist', () => {
    const exists = (glob: string) => files.some((file) => matchesGlob(file, glob))
    for (const { features, segments } of Object.values(SCREEN_AREAS)) {
      for (const name of features) expect(exists(`src/features/${name}/**`), name).toBe(true)
      for (const segment of segments)
        expect(
          exists(`src/routes/${segment}.tsx`) || exists(`src/routes/${segment}{.,_.}*.tsx`),
          segment,
        ).toBe(true)
    }
  })

  it('keep the messages a public page renders in the public catalog', () => {
    // A public file's static imports run with it: none may show a message of another area's catalog.
    // The server's render entry is not among them: it loads every catalog.
    const publicFiles = files.filter((file) => !areaOfFile(file) && file !== 'src/entry-server.tsx')
    const leaks = publicFiles.flatMap((file) =>
      [...staticClosure(file)]
        .filter((reached) => areaOfFile(reached) && hasMessages(reached))
        .map((reached) => `${file} → ${reached}`),
    )
    expect(leaks).toEqual([])
  })

  it("load an area's catalog with a component a public file loads from it", () => {
    // A member component a public page loads on demand (the header's bell) waits for its catalog.
    const unloaded = files
      .filter((file) => !areaOfFile(file))
      .flatMap((file) =>
        importsOf(file)
          .dynamic.filter((loaded) => [...staticClosure(loaded)].some((f) => areaOfFile(f) && hasMessages(f)))
          .filter(() => !readFileSync(join(root, file), 'utf8').includes('loadAreaMessages('))
          .map((loaded) => `${file} → ${loaded}`),
      )
    expect(unloaded).toEqual([])
  })
})

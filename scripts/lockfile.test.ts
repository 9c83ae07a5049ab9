import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * `npm ci` refuses a lock file in which a package's optional (platform) dependency has no
 * entry: the registry mirror here lacks some platform builds of the newest rollup,
 * rolldown and unrs-resolver, and `npm install` then silently drops them from the lock.
 * Pin versions that resolve (package.json `overrides`) and regenerate the lock with
 * `npm install --package-lock-only` in a clean folder.
 */
describe('package-lock.json', () => {
  it('has an entry for every optional dependency it names, so npm ci works on a clean machine', () => {
    // npm's lock file format (lockfileVersion 3): `packages` maps each installed path to its entry.
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>
    }
    const missing = new Set<string>()
    for (const [path, meta] of Object.entries(lock.packages)) {
      for (const dep of Object.keys(meta.optionalDependencies ?? {})) {
        let base = path
        let found = false
        for (;;) {
          if (`${base ? `${base}/` : ''}node_modules/${dep}` in lock.packages) {
            found = true
            break
          }
          if (!base) break
          const cut = base.lastIndexOf('/node_modules/')
          base = cut >= 0 ? base.slice(0, cut) : ''
        }
        if (!found) missing.add(dep)
      }
    }
    expect([...missing].sort()).toEqual([])
  })
})

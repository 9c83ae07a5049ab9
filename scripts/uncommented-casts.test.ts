import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { uncommentedCasts, uncommentedCastsIn } from './uncommented-casts'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * Every folder of hand-written TypeScript. An `as T` or `x!` claims something the type checker
 * cannot see: prefer a narrowing that checks it (contract/narrow.ts: isOneOf, present, fieldOf;
 * a valibot parse; `satisfies`; a typed helper), and where an assertion stays, a comment beside
 * it says why it holds.
 */
const FOLDERS = ['src', 'server', 'contract', 'sw', 'tests', 'bench', 'scripts']

describe('type assertions carry their reason', () => {
  // Parses every source file (a few seconds, more on a busy machine).
  it(`${FOLDERS.join(', ')} have no uncommented cast`, { timeout: 120_000 }, () => {
    const found = uncommentedCastsIn(root, FOLDERS)
    expect(found.map((cast) => `${cast.file}:${cast.line} ${cast.text}`)).toEqual([])
  })

  it('flags a bare `as T` and `x!`, not `as const`', () => {
    const found = uncommentedCasts(
      'a.ts',
      ['const a = b as string', 'const c = d!.e', "const f = ['x'] as const"].join('\n'),
    )
    expect(found.map((cast) => cast.line)).toEqual([1, 2])
  })

  it('accepts a comment on the same line or the line above, in TS and JSX', () => {
    const ts = [
      'const a = b as string // b is checked above',
      'const o = {',
      '  k: v as string, // v is a string here',
      '  m: 1,',
      '}',
      '// d is set in the constructor',
      'const c = d!.e',
    ].join('\n')
    expect(uncommentedCasts('a.ts', ts)).toEqual([])
    const tsx = [
      'const x = (',
      '  <div>',
      '    {/* the id is known here */}',
      '    {(id as string).trim()}',
      '  </div>',
      ')',
    ].join('\n')
    expect(uncommentedCasts('a.tsx', tsx)).toEqual([])
  })

  it('accepts a comment above or at the end of a wrapped statement', () => {
    const above = [
      '// the answer is the own profile',
      'const bio = (',
      '  (await (',
      '    await get()',
      '  ).json()) as { bio: string }',
      ').bio',
    ].join('\n')
    expect(uncommentedCasts('a.ts', above)).toEqual([])
    const after = [
      'const second = await patch({',
      '  headers: { key: entry!.id },',
      '}) // the entry was awaited above',
    ].join('\n')
    expect(uncommentedCasts('a.ts', after)).toEqual([])
    const elsewhere = ['// unrelated', 'const a = 1', 'const b = call({', '  key: entry!.id,', '})'].join(
      '\n',
    )
    expect(uncommentedCasts('a.ts', elsewhere).map((cast) => cast.line)).toEqual([4])
  })

  it('does not count the word "as" in a string or comment', () => {
    expect(uncommentedCasts('a.ts', "const s = 'save as draft' // as long as it works")).toEqual([])
  })
})

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * Each import boundary of eslint.config.js reports a violation, and the imports the
 * architecture allows stay quiet. Each snippet is linted in place of a real file of the
 * folder under test: the TypeScript resolver maps only files of a tsconfig to its `@/` and
 * `@contract/` paths, so a made-up file name would leave aliased imports unresolved (and
 * unchecked); relative imports resolve against the real tree as in a full `eslint .` run.
 */
const root = fileURLToPath(new URL('..', import.meta.url)) // ends with a slash
const eslint = new ESLint({ cwd: root.slice(0, -1), overrideConfigFile: `${root}eslint.config.js` })

/** A source file (not a test) directly inside `folder`, whatever the folder holds at the time; a file names itself. */
function aFileIn(folder: string): string {
  if (/\.tsx?$/.test(folder)) return folder
  const name = readdirSync(`${root}${folder}`).find(
    (entry) => /\.tsx?$/.test(entry) && !/\.test\.|\.d\.ts$/.test(entry),
  )
  if (!name) throw new Error(`no source file in ${folder} to lint a snippet in place of`)
  return `${folder}/${name}`
}

/** The rule ids ESLint reports for `code` linted in place of `filePath` (relative to the project). */
async function ruleIdsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` })
  // lintText answers one result per text.
  return result!.messages.map((message) => message.ruleId ?? message.message)
}

// Two server modules that have a repository, whatever the modules are called at the time.
const modulesWithRepository = readdirSync(`${root}server/modules`).filter((name) =>
  existsSync(`${root}server/modules/${name}/repository.ts`),
)
// The server has well over two modules with a repository (users, members, posts …).
const [moduleA, moduleB] = modulesWithRepository as [string, string]

// Two files of src/lib, the first importing a value from the second, whatever they are at the
// time: linting an import of the first in place of the second closes a two-file cycle.
const [importer, imported] = ((): [string, string] => {
  for (const entry of readdirSync(`${root}src/lib`, { recursive: true, encoding: 'utf8' }).filter(
    (path) => /(^|\/)[\w-]+\.ts$/.test(path) && !path.includes('.test.'),
  )) {
    const folder = entry.includes('/') ? `${entry.slice(0, entry.lastIndexOf('/'))}/` : ''
    const value = readFileSync(`${root}src/lib/${entry}`, 'utf8').match(
      /^import \{(?![^}]*\btype\b)[^}]*\} from '\.\/([\w-]+)'$/m,
    )
    if (value && existsSync(`${root}src/lib/${folder}${value[1]}.ts`))
      return [entry.slice(folder.length).replace(/\.ts$/, ''), `src/lib/${folder}${value[1]}.ts`]
  }
  throw new Error('no file of src/lib imports a value from another')
})()

const violations: [rule: string, folder: string, code: string, expected: string][] = [
  [
    'a migration importing live server code',
    'server/db/migrations',
    "export * from '../../lib/content-search'\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a migration importing contract/',
    'server/db/migrations',
    "export * from '@contract/reference-data'\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a migration importing today’s table types',
    'server/db/migrations',
    "export type { Database } from '../database'\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a migration importing a package other than kysely',
    'server/db/migrations',
    "export * as v from 'valibot'\n",
    'no-restricted-imports',
  ],
  ['a two-file import cycle', imported, `export * from './${importer}'\n`, 'import-x/no-cycle'],
  [
    'a cycle through a dynamic import',
    imported,
    `export const load = () => import('./${importer}')\n`,
    'import-x/no-cycle',
  ],
  [
    'a feature importing another by a relative path',
    'src/features/news',
    "export { JOB_TYPE_LABELS } from '../jobs/model'\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a feature importing another by alias',
    'src/features/news',
    "export * from '@/features/jobs/model'\n",
    'import-x/no-restricted-paths',
  ],
  [
    'an admin feature importing another admin feature',
    'src/features/admin-users',
    "export * from '@/features/admin-posts/api/posts-queries'\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a feature importing app/',
    'src/features/news',
    "export * from '@/app/query-client'\n",
    'import-x/no-restricted-paths',
  ],
  [
    'ui/ importing a feature',
    'src/ui/lists',
    "export * from '../../features/jobs/model'\n",
    'import-x/no-restricted-paths',
  ],
  [
    'lib/ importing app/',
    'src/lib/format',
    "export * from '@/app/query-client'\n",
    'import-x/no-restricted-paths',
  ],
  [
    'a server module importing another module’s repository',
    `server/modules/${moduleA}`,
    `export * from '../${moduleB}/repository'\n`,
    'import-x/no-restricted-paths',
  ],
  [
    'server/ importing src/',
    'server',
    "export * from '../src/lib/format/format'\n",
    'import-x/no-restricted-paths',
  ],
  ['sw/ importing src/', 'sw', "export * from '../src/lib/format/format'\n", 'import-x/no-restricted-paths'],
  ['sw/ importing server/', 'sw', "export * from '../server/env'\n", 'import-x/no-restricted-paths'],
  [
    'contract/ importing src/',
    'contract',
    "export * from '../src/lib/format/format'\n",
    'import-x/no-restricted-paths',
  ],
  [
    'contract/ importing server/',
    'contract',
    "export * from '../server/env'\n",
    'import-x/no-restricted-paths',
  ],
  [
    'contract/ importing a package other than valibot',
    'contract',
    "export { i18n } from '@lingui/core'\n",
    'no-restricted-imports',
  ],
  [
    'contract/ importing a Node API',
    'contract',
    "export { readFileSync } from 'node:fs'\n",
    'no-restricted-imports',
  ],
  [
    'fetch outside api-client',
    'src/features/news',
    "export const load = () => fetch('/api/posts')\n",
    'no-restricted-globals',
  ],
  [
    'window.fetch outside api-client',
    'src/ui/lists',
    "export const load = () => window.fetch('/api/posts')\n",
    'no-restricted-properties',
  ],
  [
    'fetch in the service worker',
    'sw',
    "export const load = () => self.fetch('/api/posts')\n",
    'no-restricted-properties',
  ],
  [
    'a Dexie database outside lib/db.ts',
    'src/lib/format',
    "import Dexie from 'dexie'\nexport const db = new Dexie('other')\n",
    'no-restricted-syntax',
  ],
  [
    'process.env outside server/env.ts',
    `server/modules/${moduleA}`,
    'export const port = process.env.PORT\n',
    'no-restricted-properties',
  ],
  [
    'process.env in src/',
    'src/lib/format',
    'export const mode = process.env.NODE_ENV\n',
    'no-restricted-properties',
  ],
]

const allowed: [rule: string, folder: string, code: string][] = [
  [
    'a migration importing kysely, a Node built-in, the dialect module and the frozen helpers',
    'server/db/migrations',
    "export { sql } from 'kysely'\nexport { readFileSync } from 'node:fs'\nexport { dialectOf } from '../dialect'\nexport { idColumn } from './helpers'\nexport { foldArabic } from './frozen/fold-arabic'\n",
  ],
  [
    'a migration’s test importing the test support and contract/',
    'server/db/migrations/20261126-1000-job-city-codes.test.ts',
    "export * from '../../test-support/test-app'\nexport * from '@contract/jobs'\n",
  ],
  [
    'a type-only import back (it vanishes at run time)',
    imported,
    `import type * as back from './${importer}'\nexport type Back = typeof back\n`,
  ],
  [
    'a feature importing its own model, ui/, lib/ and contract/',
    'src/features/jobs',
    "export * from './model'\nexport * from '@/ui/primitives/Badge'\nexport * from '../../lib/format/format'\nexport * from '@contract/jobs'\n",
  ],
  [
    'routes importing features',
    'src/routes',
    "export * from '@/features/jobs/model'\nexport * from '../features/news/model'\n",
  ],
  ['ui/ and lib/ importing each other', 'src/ui/lists', "export * from '../../lib/format/format'\n"],
  [
    'a server module importing another module’s service and its own repository',
    `server/modules/${moduleA}`,
    `export * from '../${moduleB}/service'\nexport * from './repository'\n`,
  ],
  ['server/ importing contract/', 'server', "export * from '../contract/errors'\n"],
  [
    'contract/ importing valibot and contract/',
    'contract',
    "import * as v from 'valibot'\nexport * from './errors'\nexport const S = v.string()\n",
  ],
  ['fetch in api-client', 'src/lib/http/api-client.ts', "export const load = () => fetch('/api/posts')\n"],
  ['liveQuery from Dexie outside lib/db.ts', 'src/lib/format', "export { liveQuery } from 'dexie'\n"],
  ['process.env in server/env.ts', 'server/env.ts', 'export const port = process.env.PORT\n'],
]

describe('import boundaries and single owners in eslint.config.js', () => {
  // The first lint builds the resolver's view of the three tsconfig projects.
  beforeAll(() => eslint.lintText('', { filePath: `${root}contract/errors.ts` }), 120_000)

  it('finds two server modules with a repository to test the module rule with', () => {
    expect(modulesWithRepository.length).toBeGreaterThanOrEqual(2)
  })

  it.each(violations)(
    'reports %s',
    async (_name, folder, code, expected) => {
      expect(await ruleIdsOf(aFileIn(folder), code)).toContain(expected)
    },
    30_000,
  )

  it.each(allowed)(
    'allows %s',
    async (_name, folder, code) => {
      expect(await ruleIdsOf(aFileIn(folder), code)).toEqual([])
    },
    30_000,
  )
})

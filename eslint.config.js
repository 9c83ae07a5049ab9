// Lint, including the import boundaries of docs/ARCHITECTURE.md ("Which folder may import which").
// The boundaries are zones of import-x/no-restricted-paths: the import is resolved to a
// file first, so a relative `../jobs/model` is caught as surely as `@/features/jobs/model`.
// scripts/lint-boundaries.test.ts proves that each rule reports a violation.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = path.dirname(fileURLToPath(import.meta.url))
/** Absolute glob of a folder of the project (zone `from`/`except` globs are matched against resolved absolute paths). */
const abs = (glob) => path.join(root, glob)
/** The folders directly inside `dir`: the features and the server modules, whatever they are named today. */
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const BOUNDARY = 'Import boundary (docs/ARCHITECTURE.md):'
/** A zone: files under `target` may import nothing of ours except what `allowed` lists (packages in node_modules stay allowed). */
const onlyImports = (target, allowed, message) => ({
  target,
  from: abs('**'),
  except: [...allowed, 'node_modules/**'].map(abs),
  message: `${BOUNDARY} ${message}`,
})

const zones = [
  onlyImports('contract', ['contract/**'], 'contract/ imports nothing of ours.'),
  onlyImports('server', ['server/**', 'contract/**'], 'server/ imports contract/ only from outside itself.'),
  onlyImports('sw', ['sw/**', 'contract/**'], 'sw/ imports contract/ only from outside itself.'),
  onlyImports(
    'src/ui',
    ['src/ui/**', 'src/lib/**', 'contract/**'],
    'ui/ and lib/ import each other and contract/ only.',
  ),
  onlyImports(
    'src/lib',
    ['src/ui/**', 'src/lib/**', 'contract/**', 'locales/**'],
    'ui/ and lib/ import each other and contract/ only.',
  ),
  onlyImports('src/app', ['src/**', 'contract/**', 'locales/**'], 'app/ imports src/ and contract/ only.'),
  onlyImports('src/routes', ['src/**', 'contract/**'], 'routes/ import src/ and contract/ only.'),
  // A feature imports ui/, lib/, contract/ and itself, never another feature (admin-* features
  // included): what two features share moves down to ui/ or lib/.
  ...foldersIn('src/features').map((feature) =>
    onlyImports(
      `src/features/${feature}`,
      [`src/features/${feature}/**`, 'src/ui/**', 'src/lib/**', 'contract/**'],
      'a feature imports ui/, lib/ and contract/, never another feature or app/ and routes/.',
    ),
  ),
]

// Server modules use each other through a module's service.ts, never its repository (tests
// may seed another module's rows directly).
const moduleZones = [
  ...foldersIn('server/modules').map((module) => ({
    target: `server/modules/${module}`,
    from: abs('server/modules/*/**/repository*'),
    except: [abs(`server/modules/${module}/**`)],
    message: `${BOUNDARY} another server module is used through its service.ts, never its repository.`,
  })),
]

// Migrations are frozen once landed: one imports only kysely, Node's built-ins, the dialect
// module and the migrations' own frozen helpers (server/db/migrations/frozen/), so that a later
// change to live code cannot change what an old migration does. Their tests may use the test support.
const migrationZones = [
  onlyImports(
    'server/db/migrations',
    ['server/db/migrations/**', 'server/db/dialect.*'],
    'a migration imports only kysely, node:*, ../dialect and ./frozen/ helpers.',
  ),
]

const NO_FETCH = { name: 'fetch', message: 'Only src/lib/http/api-client.ts calls fetch.' }
const NO_WINDOW_FETCH = ['window', 'self', 'globalThis'].map((object) => ({
  object,
  property: 'fetch',
  message: NO_FETCH.message,
}))
const NO_PROCESS_ENV = {
  object: 'process',
  property: 'env',
  message: 'Only server/env.ts reads process.env.',
}
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'server/test-support/**', 'tests/**']

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'locales/**/*.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.server.json', 'tsconfig.sw.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      // The files import-x parses to follow imports (no-cycle): without the TypeScript ones it
      // would stop at every .ts file and find no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // The route tree the router generates imports every route: it is not followed.
      'import-x/ignore': ['routeTree\\.gen\\.ts$'],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // No import cycles at run time: type-only imports vanish when compiled and do not count
      // (the rule skips them); dynamic imports do.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...zones, ...moduleZones, ...migrationZones] },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
  {
    files: ['src/**/*.tsx'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // contract/ imports valibot and nothing else: no DOM, no Node APIs, no Lingui (the zone above keeps out our own folders).
  {
    files: ['contract/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!valibot(/|$)|\\.{1,2}/|@contract/)',
              message: `${BOUNDARY} contract/ imports valibot only.`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/db/migrations/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!kysely$|node:|\\.{1,2}/)',
              message: `${BOUNDARY} a migration imports only kysely, node:*, ../dialect and ./frozen/ helpers.`,
            },
          ],
        },
      ],
    },
  },
  // Only src/lib/http/api-client.ts calls fetch; only server/env.ts reads process.env (tests set up
  // their own environment and requests).
  {
    files: ['src/**', 'sw/**', 'server/**', 'contract/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-globals': ['error', NO_FETCH],
      'no-restricted-properties': ['error', ...NO_WINDOW_FETCH, NO_PROCESS_ENV],
    },
  },
  {
    files: ['src/lib/http/api-client.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': ['error', NO_PROCESS_ENV] },
  },
  { files: ['server/env.ts'], rules: { 'no-restricted-properties': ['error', ...NO_WINDOW_FETCH] } },
  // Only src/lib/offline/db.ts declares IndexedDB stores (the Dexie class; liveQuery and types stay importable).
  {
    files: ['src/**', 'sw/**'],
    ignores: ['src/lib/offline/db.ts', ...TESTS],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "ImportDeclaration[source.value='dexie'] > ImportDefaultSpecifier",
          "ImportDeclaration[source.value='dexie'] > ImportSpecifier[imported.name='Dexie'][importKind!='type']",
          "ImportExpression[source.value='dexie']",
        ].map((selector) => ({
          selector,
          message: 'Only src/lib/offline/db.ts declares IndexedDB stores (Dexie); import them from there.',
        })),
      ],
    },
  },
)

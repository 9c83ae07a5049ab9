// Lint, including the import boundaries of ARCHITECTURE.md ("Which folder may import which").
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
const ours = (...groups) => groups.map((group) => ({ group, message: 'Import boundary (ARCHITECTURE.md): this folder may not import that one.' }))

export default defineConfig(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'src/routeTree.gen.ts', 'locales/**/*.ts', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'data/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.server.json', 'tsconfig.sw.json'], noWarnOnMultipleProjects: true })] },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['src/**/*.tsx'], rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' } },
  // contract/ imports valibot only.
  { files: ['contract/**/*.ts'], rules: restrict(ours(['@/*', '**/src/**', '**/server/**', '**/sw/**', 'node:*', '@lingui/*', 'react', 'react-dom'])) },
  // server/ and sw/ import contract/ only.
  { files: ['server/**/*.ts'], rules: restrict(ours(['@/*', '**/src/**', '**/sw/**'])) },
  { files: ['sw/**/*.ts'], rules: restrict(ours(['@/*', '**/src/**', '**/server/**'])) },
  // In src/: ui/ and lib/ import each other and contract/ only.
  { files: ['src/ui/**', 'src/lib/**'], rules: restrict(ours(['@/features/*', '@/app/*', '@/routes/*', '**/server/**', '**/features/**', '**/app/**', '**/routes/**'])) },
  // features/X imports ui/, lib/ and contract/, never another feature (routes compose features).
  ...['about', 'account', 'admin', 'events', 'home', 'jobs', 'journal', 'members', 'news', 'offline', 'profile', 'resources', 'teams', 'workspaces', 'dashboard'].map((name) => ({
    files: [`src/features/${name}/**`, `src/features/${name}-*/**`],
    rules: restrict([
      ...ours(['@/app/*', '@/routes/*', '**/server/**', '**/app/**', '**/routes/**']),
      { regex: `^(@/features/|(\\.\\./)+features/)(?!${name}(/|-))`, message: 'Import boundary (ARCHITECTURE.md): a feature never imports another feature.' },
    ]),
  })),
)

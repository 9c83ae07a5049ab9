import { fileURLToPath } from 'node:url'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'

// The app build's core catalog module (vite.config.ts linguiCoreCatalog) is not built for
// tests; a component that reaches lib/i18n gets an empty one (tests activate their own).
const CORE_CATALOG = 'virtual:lingui-core/'
const coreCatalogForTests = {
  name: 'lingui-core-catalog-for-tests',
  resolveId: (id: string) => (id.startsWith(CORE_CATALOG) ? `\0${id}` : undefined),
  load: (id: string) => (id.startsWith(`\0${CORE_CATALOG}`) ? 'export const messages = {}' : undefined),
}

const alias = {
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
}

// The server suite runs on SQLite always, and once more on PostgreSQL when
// TEST_DATABASE_URL is set (CI starts a local PostgreSQL for it).
const postgresUrl = process.env.TEST_DATABASE_URL

const serverProject = (dialect: 'sqlite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server-${dialect}`,
    include: ['server/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DIALECT: dialect },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})

export default defineConfig({
  // Lingui macros (msg, t, Trans) and an area's catalog a screen loads are compiled as in the app build.
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui(), coreCatalogForTests],
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'contract/**/*.test.ts',
            'src/**/*.test.ts',
            'sw/**/*.test.ts',
            'scripts/**/*.test.ts',
            'locales/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/vitest-dom-setup.ts'],
        },
      },
      serverProject('sqlite'),
      ...(postgresUrl ? [serverProject('postgres')] : []),
    ],
  },
})

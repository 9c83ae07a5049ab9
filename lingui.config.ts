import { defineConfig } from '@lingui/cli'
import { areaSources, SCREEN_AREAS } from './src/lib/i18n/catalog-areas.ts'

const notExtracted = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts']
const inRoot = (glob: string) => `<rootDir>/${glob}`
// Cast: SCREEN_AREAS' own keys.
const areas = ['refusals' as const, ...(Object.keys(SCREEN_AREAS) as (keyof typeof SCREEN_AREAS)[])]

// One catalog per area (src/lib/i18n/catalog-areas.ts): a message is extracted into the catalog of
// every area whose files use it, so a public page loads the public catalog only.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ar', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...notExtracted, ...areas.flatMap(areaSources).map(inRoot)],
    },
    ...areas.map((area) => ({
      path: `<rootDir>/locales/{locale}/${area}`,
      include: areaSources(area).map(inRoot),
      exclude: notExtracted,
    })),
  ],
  format: 'po',
})

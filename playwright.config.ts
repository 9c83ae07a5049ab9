import { defineConfig, devices } from '@playwright/test'
import { chromiumPath, chromiumArgs } from './tests/support/chromium'

const port = Number(process.env.E2E_PORT ?? 4310)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // Generous limits: on a busy 2-core CI machine one new browser context plus the app's first
  // load takes 2–3 s, and the longest journeys chain a dozen of them. Speed targets live in
  // the benchmarks (npm run bench), never in these limits.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  // The directory spec counts the seeded members ("Results: 40"); other specs create members
  // of their own who join the directory once their profile is saved. It runs first, on its
  // own, so its counts never depend on which other spec happened to run before it.
  projects: [
    {
      name: 'directory',
      testMatch: /members\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      },
    },
    {
      name: 'chromium',
      testIgnore: /members\.spec\.ts$/,
      dependencies: ['directory'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})

// `npm run test:e2e`: checks for a browser, builds the PWA, runs Playwright against the real server.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const browser = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
)
if (!browser) {
  console.error(`
No Chromium found for the browser tests.
Install Debian's package (Playwright cannot download browsers here):
    sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.
`)
  process.exit(1)
}

// E2E_DIST lets several people build and test at once without sharing dist/.
const outDir = process.env.E2E_DIST ?? 'dist'
if (process.env.E2E_SKIP_BUILD !== '1') {
  // The browser's build and, beside it, the server's render entry (server/render.ts finds it there).
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], { stdio: 'inherit' })
  execFileSync(
    'npx',
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn', '--outDir', `${outDir}-server`],
    { stdio: 'inherit' },
  )
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_DIST: outDir },
})
process.exit(result.status ?? 1)

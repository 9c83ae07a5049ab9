// `npm start`: builds the PWA and its render entry when dist/ is missing or older than its sources, then runs the
// server (which migrates, bootstraps the superadmin, seeds demo content and serves all).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = [
  'src',
  'sw',
  'locales',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package.json',
]

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

// Both builds: the browser's (dist/) and the server's render entry (dist-server/).
const BUILT = ['dist/index.html', 'dist-server/entry-server.js']
const builtAt = BUILT.every((file) => existsSync(file))
  ? Math.min(...BUILT.map((file) => statSync(file).mtimeMs))
  : 0
const sourcesAt = Math.max(...SOURCES.map(newestMtime))
if (builtAt < sourcesAt) {
  console.log(
    builtAt ? 'Sources changed since the last build: rebuilding the app…' : 'Building the app (first start)…',
  )
  const build = spawnSync('npm', ['run', 'build', '--', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { stdio: 'inherit' })
// Ctrl-C reaches the server through the terminal's process group; a plain kill is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))

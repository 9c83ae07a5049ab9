// `npm run dev`: one server on :8080 (PORT) with the API, the public pages rendered from the sources through Vite's dev
// server (server/dev-pages.ts) and hot reload in the browser. Node restarts it when the server's own code changes
// (server/, contract/); the browser's code (src/) is Vite's to reload.
import { spawn } from 'node:child_process'

const watched = ['server', 'contract'].map((path) => `--watch-path=${path}`)
const server = spawn(
  process.execPath,
  [...watched, '--watch-preserve-output', '--import', 'tsx', 'server/index.ts'],
  { stdio: 'inherit', env: { ...process.env, PORTAL_DEV: '1' } },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))

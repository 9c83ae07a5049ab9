// `npm run dev`: one server on :8080 (PORT) with the API, the public pages rendered from the sources through Vite's dev
// server (server/dev-pages.ts) and hot reload in the browser; tsx restarts it when the server's own code changes.
import { spawn } from 'node:child_process'

const server = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], { stdio: 'inherit', env: { ...process.env, PORTAL_DEV: '1' } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))

// `npm run dev`: the API server (watching) on :8080 and Vite's dev server in front of it.
import { spawn } from 'node:child_process'

const api = spawn('npx', ['tsx', 'watch', 'server/index.ts'], { stdio: 'inherit', env: { ...process.env, STATIC_DIR: '' } })
const web = spawn('npx', ['vite'], { stdio: 'inherit' })
const stop = () => {
  api.kill('SIGINT')
  web.kill('SIGINT')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
web.on('exit', stop)

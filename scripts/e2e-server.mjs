// The server the e2e suite drives: the real server on a fresh data folder with demo content.
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const E2E_ADMIN = { email: 'superadmin@e2e.test', password: 'E2e-Superadmin-Pass-1' }

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'))
// Tests read the outbox (activation links) from this data folder: its path is left where they find it.
const dataDirFile = (port) => join(tmpdir(), `portal-e2e-${port}.datadir`)
writeFileSync(dataDirFile(process.env.E2E_PORT ?? '4310'), dataDir)
const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '4310',
    SEED: 'demo',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    STATIC_DIR: process.env.E2E_DIST ?? 'dist',
    LOG_REQUESTS: '0',
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))

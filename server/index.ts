import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { DEMO_CREDENTIALS_FILE } from './db/seed/staff'
import { ConfigError, readConfig, type ServerConfig } from './env'
import { closeWhenBodyUnread } from './lib/unread-body'
import { prepareServer } from './server'

/** A setting that cannot be used stops the start with its one-line reason, no stack trace. */
async function orExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

const config: ServerConfig = await orExit(() => readConfig())
// `npm run dev`: public pages rendered from the sources through Vite's dev server, which also answers the browser's modules.
const dev = config.pagesFromSources
  ? await import('./dev-pages').then(({ devPages }) => devPages())
  : undefined
const { app, database, bootstrap, seeded, demoCredentials, migrated, startJobs } = await orExit(() =>
  prepareServer(config, undefined, dev?.pages),
)

if (migrated.length) console.log(`Migrated ${database.dialect} database: ${migrated.join(', ')}`)
if (bootstrap?.generatedPassword) {
  console.log(
    `\nSuperadmin created: ${bootstrap.email}\nGenerated password (shown once, change it after signing in): ${bootstrap.generatedPassword}\n`,
  )
} else if (bootstrap) {
  console.log(`Superadmin created: ${bootstrap.email}`)
}
if (seeded) console.log('Seeded bilingual demo content.')
if (demoCredentials.length) {
  const lines = demoCredentials.map((c) => `  ${c.email} (${c.role}): ${c.password}`)
  console.log(
    `\nDemo staff accounts, with passwords generated for this database (also saved, readable by you only, in ${join(config.dataDir, DEMO_CREDENTIALS_FILE)}):\n${lines.join('\n')}\n`,
  )
}

const server = serve(
  {
    fetch: closeWhenBodyUnread(app.fetch),
    port: config.port,
    hostname: config.host,
    ...(dev ? { createServer: dev.createServer } : {}),
  },
  (info) => {
    console.log(
      `Portal ready on http://${config.host}:${info.port} (database: ${database.dialect}, data: ${config.dataDir})`,
    )
  },
)

// A proxy or client reuses an idle connection for up to a minute; were the server to close it
// first (Node's default is 5 s), a request sent at that moment would be reset.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
}

const stopJobs = startJobs()

let stopping = false
function stop(signal: string): void {
  if (stopping) return
  stopping = true
  // The mail sender finishes the delivery it is in before the database closes.
  const jobsStopped = stopJobs()
  void dev?.vite.close()
  console.log(`\n${signal} received, stopping…`)
  server.close(() => {
    void jobsStopped.then(() => database.close()).then(() => process.exit(0))
  })
  // Keep-alive connections must not hold the process open.
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))

import { serve } from '@hono/node-server'
import { readConfig } from './env'
import { DEMO_PASSWORD } from './db/seed/staff'
import { prepareServer } from './server'

/** A bad setting stops start-up with one line naming the variable, not a stack trace. */
function configOrExit(): ReturnType<typeof readConfig> {
  try {
    return readConfig()
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

const config = configOrExit()
const { app, database, bootstrap, seeded, migrated } = await prepareServer(config)

if (migrated.length) console.log(`Migrated ${database.dialect} database: ${migrated.join(', ')}`)
if (bootstrap?.generatedPassword) {
  console.log(`\nSuperadmin created: ${bootstrap.email}\nGenerated password (shown once, change it after signing in): ${bootstrap.generatedPassword}\n`)
} else if (bootstrap) {
  console.log(`Superadmin created: ${bootstrap.email}`)
}
if (seeded) console.log(`Seeded bilingual demo content. Demo accounts (admin@demo.portal, cme@, editor@, member@) use the password ${DEMO_PASSWORD}`)

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Portal ready on http://${config.host}:${info.port} (database: ${database.dialect}, data: ${config.dataDir})`)
})

let stopping = false
function stop(signal: string): void {
  if (stopping) return
  stopping = true
  console.log(`\n${signal} received, stopping…`)
  server.close(() => {
    void database.close().then(() => process.exit(0))
  })
  // Keep-alive connections must not hold the process open.
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))

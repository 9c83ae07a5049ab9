import type { Kysely } from 'kysely'
import type { Database } from './db/database'
import type { DialectName } from './db/dialect'
import type { ServerConfig } from './env'
import type { Viewer } from './lib/auth/viewer'
import type { AppMetrics } from './lib/metrics'
import type { FileStorage } from './lib/storage/storage'
import type { PageSource } from './render'

export interface AppDeps {
  db: Kysely<Database>
  dialect: DialectName
  config: ServerConfig
  /** Injected so tests can move time (token expiry, deadlines). */
  now: () => Date
  storage: FileStorage
  /** The database's query hook reports into it too. */
  metrics: AppMetrics
  /** The build's render entry unless told (Vite's dev server in `npm run dev`, a test's own). */
  pages?: PageSource
  logDestination?: { write: (line: string) => void }
}

export interface AppEnv {
  Variables: {
    deps: AppDeps
    viewer: Viewer | null
    /** Set by resolveViewer when a well-signed access token's session has ended (401 `sessionEnded`). */
    sessionEnded?: boolean
    requestId: string
  }
}

import type { Kysely } from 'kysely'
import type { Database } from './db/database'
import type { DialectName } from './db/dialect'
import type { ServerConfig } from './env'
import type { Viewer } from './lib/auth/viewer'
import type { AppMetrics } from './lib/metrics'
import type { FileStorage } from './lib/storage/storage'
import type { PageSource } from './render'

/** What every request can reach: set once per app by createApp. */
export interface AppDeps {
  db: Kysely<Database>
  dialect: DialectName
  config: ServerConfig
  /** Injected so tests can move time (token expiry, deadlines). */
  now: () => Date
  /** Where uploads and other written files go (local folder now; an object store later). */
  storage: FileStorage
  /** This app's Prometheus registry; the database's query hook reports into it too. */
  metrics: AppMetrics
  /** Where public pages are rendered from: the build's render entry unless told (Vite's dev server in `npm run dev`, a test's own). */
  pages?: PageSource
  /** Where request log lines go (stdout unless a test captures them). */
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

import type { AppDeps } from './app-env'
import { purgeDeletedAccounts } from './modules/auth/account-data-service'

/** How often each instance looks for accounts due to be purged. */
const PURGE_EVERY_MS = 60 * 60 * 1000
/** The first look waits for the start to settle (migrations, seed, first requests). */
const FIRST_PURGE_AFTER_MS = 60 * 1000

/**
 * Work the server does on its own while it runs: purging accounts deleted by their owners
 * once the grace period is over. Every instance runs it; the purge itself makes sure each
 * account is purged (and audited) once. Answers a function that stops the timers.
 */
export function startPeriodicJobs(deps: AppDeps): () => void {
  const run = () => {
    purgeDeletedAccounts(deps)
      .then((purged) => {
        if (purged > 0) console.log(`Purged ${purged} deleted account(s).`)
      })
      .catch((error: unknown) => console.error('[purge] deleted accounts:', error instanceof Error ? error.message : error))
  }
  const first = setTimeout(run, FIRST_PURGE_AFTER_MS)
  const every = setInterval(run, PURGE_EVERY_MS)
  // The timers never keep a stopping process alive.
  first.unref()
  every.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}

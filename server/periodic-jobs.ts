import type { AppDeps } from './app-env'
import { purgeDeletedAccounts } from './modules/auth/account-data-service'
import { dispatchDueAnnouncements } from './modules/announcements/service'
import { generateQueuedPdfs } from './modules/certificates/service'
import { sendDueCpdReminders } from './modules/cpd/service'
import { startMailSender } from './lib/mail/sender'

/** How often each instance looks for accounts due to be purged. */
const PURGE_EVERY_MS = 60 * 60 * 1000
/** The first look waits for the start to settle (migrations, seed, first requests). */
const FIRST_PURGE_AFTER_MS = 60 * 1000
/** How often each instance looks for certificate PDFs queued for background generation. */
const CERTIFICATE_PDFS_EVERY_MS = 10 * 1000
/** How often each instance looks for scheduled announcements whose time has come. */
const ANNOUNCEMENTS_EVERY_MS = 15 * 1000

/**
 * Work the server does on its own while it runs: delivering the mail queue, purging accounts
 * deleted by their owners once the grace period is over (and, on the same hourly look, the
 * CPD reminders due that day), and making the PDFs of large
 * certificate batches, and dispatching scheduled announcements. Every instance runs all four; a queued e-mail, a PDF job and an
 * announcement's dispatch are claimed by one instance at a time, and the purge makes sure each account is purged (and
 * audited) once. Answers a function that stops them, done once the delivery in progress is.
 */
export function startPeriodicJobs(deps: AppDeps): () => Promise<void> {
  const mail = startMailSender(deps)
  const run = () => {
    purgeDeletedAccounts(deps)
      .then((purged) => {
        if (purged > 0) console.log(`Purged ${purged} deleted account(s).`)
      })
      .catch((error: unknown) =>
        console.error('[purge] deleted accounts:', error instanceof Error ? error.message : error),
      )
    // CPD reminders are due by the day: an hourly look sends each on its day, once.
    sendDueCpdReminders(deps)
      .then((sent) => {
        if (sent > 0) console.log(`Sent ${sent} CPD reminder(s).`)
      })
      .catch((error: unknown) =>
        console.error('[cpd] reminders:', error instanceof Error ? error.message : error),
      )
  }
  // One sweep at a time per instance: a long batch is not claimed again by its own timer.
  let generating = false
  const generate = () => {
    if (generating) return
    generating = true
    generateQueuedPdfs(deps)
      .then((stored) => {
        if (stored > 0) console.log(`Stored ${stored} certificate PDF(s).`)
      })
      .catch((error: unknown) =>
        console.error('[certificates] PDF generation:', error instanceof Error ? error.message : error),
      )
      .finally(() => {
        generating = false
      })
  }
  let dispatching = false
  const announce = () => {
    if (dispatching) return
    dispatching = true
    dispatchDueAnnouncements(deps)
      .then((sent) => {
        if (sent > 0) console.log(`Dispatched ${sent} announcement(s).`)
      })
      .catch((error: unknown) =>
        console.error('[announcements] dispatch:', error instanceof Error ? error.message : error),
      )
      .finally(() => {
        dispatching = false
      })
  }
  const first = setTimeout(run, FIRST_PURGE_AFTER_MS)
  const every = setInterval(run, PURGE_EVERY_MS)
  const pdfs = setInterval(generate, CERTIFICATE_PDFS_EVERY_MS)
  const announcements = setInterval(announce, ANNOUNCEMENTS_EVERY_MS)
  // The timers never keep a stopping process alive.
  first.unref()
  every.unref()
  pdfs.unref()
  announcements.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
    clearInterval(pdfs)
    clearInterval(announcements)
    return mail.stop()
  }
}

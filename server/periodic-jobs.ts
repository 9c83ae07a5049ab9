import type { AppDeps } from './app-env'
import { purgeDeletedAccounts } from './modules/auth/account-data-service'
import { dispatchDueAnnouncements, settleAnnouncementDeliveries } from './modules/announcements/service'
import { generateQueuedPdfs } from './modules/certificates/service'
import { sendDueCpdReminders } from './modules/cpd/service'
import { remindUpcomingEvents } from './modules/registrations/service'
import { pushPendingNotifications } from './modules/push/service'
import { startMailSender } from './lib/mail/sender'

/** How often each instance looks for accounts due to be purged. */
const PURGE_EVERY_MS = 60 * 60 * 1000
/** The first look waits for the start to settle (migrations, seed, first requests). */
const FIRST_PURGE_AFTER_MS = 60 * 1000
/** How often each instance looks for certificate PDFs queued for background generation. */
const CERTIFICATE_PDFS_EVERY_MS = 10 * 1000
/** How often each instance looks for scheduled announcements whose time has come. */
const ANNOUNCEMENTS_EVERY_MS = 15 * 1000
/** How often each instance looks for registrants to remind of an event starting within a day. */
const REMINDERS_EVERY_MS = 5 * 60 * 1000
/** How often each instance pushes the notifications written since (any module's). */
const PUSH_EVERY_MS = 5 * 1000

/**
 * Work the server does on its own while it runs: delivering the mail queue, purging accounts
 * deleted by their owners after the grace period (and, on the same hourly look, the CPD
 * reminders due that day), making the PDFs of large certificate batches, dispatching scheduled
 * announcements, reminding registrants a day ahead and pushing new notifications to browsers.
 * Every instance runs them all; each queued e-mail, PDF job, dispatch and push is claimed by one
 * instance at a time, each account purged (and audited) once, each reminder written once.
 * Answers a function that stops them, done once the delivery in progress is.
 */
export function startPeriodicJobs(deps: AppDeps): () => Promise<void> {
  const mail = startMailSender(deps)
  const run = () => {
    // Before the mail queue forgets a month-old message, its outcome is copied to the delivery report.
    settleAnnouncementDeliveries(deps).catch((error: unknown) =>
      console.error('[announcements] delivery outcomes:', error instanceof Error ? error.message : error),
    )
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
  let reminding = false
  const remind = () => {
    if (reminding) return
    reminding = true
    remindUpcomingEvents(deps)
      .then((told) => {
        if (told > 0) console.log(`Reminded ${told} registrant(s) of an event starting within a day.`)
      })
      .catch((error: unknown) =>
        console.error('[reminders] events:', error instanceof Error ? error.message : error),
      )
      .finally(() => {
        reminding = false
      })
  }
  let pushing = false
  const push = () => {
    if (pushing) return
    pushing = true
    pushPendingNotifications(deps)
      .catch((error: unknown) =>
        console.error('[push] notifications:', error instanceof Error ? error.message : error),
      )
      .finally(() => {
        pushing = false
      })
  }
  const first = setTimeout(run, FIRST_PURGE_AFTER_MS)
  const every = setInterval(run, PURGE_EVERY_MS)
  const pdfs = setInterval(generate, CERTIFICATE_PDFS_EVERY_MS)
  const announcements = setInterval(announce, ANNOUNCEMENTS_EVERY_MS)
  const reminders = setInterval(remind, REMINDERS_EVERY_MS)
  const pushes = setInterval(push, PUSH_EVERY_MS)
  // The timers never keep a stopping process alive.
  first.unref()
  every.unref()
  pdfs.unref()
  announcements.unref()
  reminders.unref()
  pushes.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
    clearInterval(pdfs)
    clearInterval(announcements)
    clearInterval(reminders)
    clearInterval(pushes)
    return mail.stop()
  }
}

import {
  announcementLanguage,
  ANNOUNCEMENT_STATUSES,
  AudienceSchema,
  type Announcement,
  type AnnouncementList,
  type AnnouncementWrite,
  type Audience,
  type AudienceCount,
  type DeliveryReport,
  REPORT_FAILURES_SHOWN,
  type Unsubscribe,
  UNSUBSCRIBE_CATEGORIES,
} from '@contract/announcements'
import { isOneOf } from '@contract/narrow'
import type { Selectable } from 'kysely'
import * as v from 'valibot'
import type { AppDeps } from '../../app-env'
import type { AnnouncementsTable } from '../../db/database'
import { localeOf } from '../../lib/auth/user-fields'
import type { Viewer } from '../../lib/auth/viewer'
import { HttpError } from '../../lib/errors'
import { lastSpacedMailDue, queueMails, wakeMailSender } from '../../lib/mail/queue'
import { recordAudit } from '../audit/service'
import { membersShortOfHours } from '../cpd/service'
import { notify, setChannelChoice, wantsChannel } from '../notifications/service'
import { announcementEmail, notificationText } from './announcement-email'
import { type AnnouncementCategory, reachAmong } from './reach'
import * as repo from './repository'
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-links'

/**
 * Announcements: bilingual messages to an audience of members, sent now or at a time, by
 * e-mail (through the mail queue, spaced to the configured rate, each member in their own
 * language) and in the notification centre. A dispatch reaches each member once: the
 * recipients' unique key holds across a second click, a crash and a second instance.
 */

/** A promotion (a course, a sponsor's offer) is its own category, which members opt in to. */
const categoryOf = (promotional: boolean): AnnouncementCategory =>
  promotional ? 'promotions' : 'announcements'
const categoryOfRow = (row: Pick<Selectable<AnnouncementsTable>, 'promotional'>) =>
  categoryOf(row.promotional === 1)
/** Members written per transaction of a dispatch. */
const BATCH = 500
/** A dispatch holds its announcement this long unless it renews the claim (every batch does). */
const CLAIM_MS = 60_000
/** Not yet sent: what can still be edited, sent, cancelled or deleted. */
const UNSENT = ['draft', 'scheduled'] as const

const notFound = () => new HttpError(404, 'Announcement not found', 'announcementNotFound')
const notEditable = () =>
  new HttpError(409, 'This announcement is being sent or was sent already', 'announcementNotEditable')

function audienceOf(row: Pick<Selectable<AnnouncementsTable>, 'audience'>): Audience {
  const parsed = v.safeParse(AudienceSchema, JSON.parse(row.audience))
  // Written by this module through the same schema; a row that no longer fits reaches nobody.
  return parsed.success
    ? parsed.output
    : {
        tiers: [],
        specialties: [],
        cities: [],
        completed_profile: false,
        cpd_short: false,
        event: { id: 0, who: 'registered' },
      }
}

function toAnnouncement(row: Selectable<AnnouncementsTable>): Announcement {
  return {
    id: row.id,
    status: isOneOf(ANNOUNCEMENT_STATUSES, row.status) ? row.status : 'draft',
    subject_ar: row.subject_ar,
    subject_en: row.subject_en,
    body_ar: row.body_ar,
    body_en: row.body_en,
    link: row.link,
    promotional: row.promotional === 1,
    audience: audienceOf(row),
    send_at: row.send_at,
    sent_at: row.sent_at,
    recipients: row.recipients,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** cme writes to an event's people only; superadmin and admin to anyone. */
const eventOnly = (viewer: Viewer) => viewer.role === 'cme'

function checkAudienceAllowed(viewer: Viewer, audience: Audience): void {
  if (eventOnly(viewer) && !audience.event)
    throw new HttpError(
      403,
      'Your role may send announcements to the people of an event only',
      'eventAudienceOnly',
    )
}

/** The members a filter that needs more than a query allows (CPD hours short), or null when none applies. */
const computedPart = async (deps: AppDeps, audience: Audience): Promise<readonly number[] | null> =>
  audience.cpd_short ? membersShortOfHours(deps) : null

async function findVisible(deps: AppDeps, viewer: Viewer, id: number) {
  const row = await repo.findAnnouncement(deps.db, id)
  if (!row || (eventOnly(viewer) && row.event_id === null)) throw notFound()
  return row
}

export async function listAnnouncements(deps: AppDeps, viewer: Viewer): Promise<AnnouncementList> {
  const { items, total } = await repo.listAnnouncements(deps.db, eventOnly(viewer))
  return { items: items.map(toAnnouncement), total }
}

export async function getAnnouncement(deps: AppDeps, viewer: Viewer, id: number): Promise<Announcement> {
  return toAnnouncement(await findVisible(deps, viewer, id))
}

const writtenColumns = (input: AnnouncementWrite) => ({
  subject_ar: input.subject_ar,
  subject_en: input.subject_en,
  body_ar: input.body_ar,
  body_en: input.body_en,
  link: input.link,
  promotional: input.promotional ? 1 : 0,
  audience: JSON.stringify(input.audience),
  event_id: input.audience.event?.id ?? null,
})

export async function createAnnouncement(
  deps: AppDeps,
  viewer: Viewer,
  input: AnnouncementWrite,
): Promise<Announcement> {
  checkAudienceAllowed(viewer, input.audience)
  const now = deps.now()
  const stamp = now.toISOString()
  const id = await deps.db.transaction().execute(async (trx) => {
    const created = await repo.insertAnnouncement(trx, {
      status: 'draft',
      ...writtenColumns(input),
      send_at: null,
      claimed_until: null,
      created_by: viewer.id,
      created_at: stamp,
      updated_at: stamp,
      sent_at: null,
    })
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'create',
      entity: 'announcement',
      entityId: created,
      before: null,
      after: { subject_ar: input.subject_ar, subject_en: input.subject_en },
      now,
    })
    return created
  })
  return getAnnouncement(deps, viewer, id)
}

/** A draft or a scheduled one (which keeps its time); one being sent or sent is final. */
export async function saveAnnouncement(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
  input: AnnouncementWrite,
): Promise<Announcement> {
  await findVisible(deps, viewer, id)
  checkAudienceAllowed(viewer, input.audience)
  if (
    !(await repo.updateAnnouncementIn(deps.db, id, UNSENT, {
      ...writtenColumns(input),
      updated_at: deps.now().toISOString(),
    }))
  )
    throw notEditable()
  return getAnnouncement(deps, viewer, id)
}

export async function deleteAnnouncement(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
): Promise<{ id: number; deleted: true }> {
  const row = await findVisible(deps, viewer, id)
  const now = deps.now()
  const deleted = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteAnnouncementIn(trx, id, UNSENT))) return false
    await recordAudit(trx, {
      actorId: viewer.id,
      action: 'delete',
      entity: 'announcement',
      entityId: id,
      before: { subject_ar: row.subject_ar, subject_en: row.subject_en },
      after: null,
      now,
    })
    return true
  })
  if (!deleted) throw notEditable()
  return { id, deleted: true }
}

/**
 * The recipients a send to `audience` as `category` would have now, by the language they
 * read, and the members of it whose own choices leave them out: the audience read in the
 * dispatch's batches and each batch judged by the dispatch's own rule (`reachAmong`).
 */
async function reachOfAudience(
  deps: AppDeps,
  audience: Audience,
  category: AnnouncementCategory,
): Promise<AudienceCount> {
  const only = await computedPart(deps, audience)
  const byLanguage = { ar: 0, en: 0 }
  let leftOut = 0
  let after = 0
  for (;;) {
    const batch = await repo.audienceBatch(deps.db, audience, after, BATCH, only)
    if (batch.length === 0) break
    after = batch[batch.length - 1]?.id ?? after
    const { recipients } = await reachAmong(deps.db, batch, category)
    for (const member of recipients) byLanguage[localeOf(member.language)] += 1
    leftOut += batch.length - recipients.length
  }
  return { count: byLanguage.ar + byLanguage.en, by_language: byLanguage, left_out: leftOut }
}

export async function countAudience(
  deps: AppDeps,
  viewer: Viewer,
  audience: Audience,
  promotional: boolean,
): Promise<AudienceCount> {
  checkAudienceAllowed(viewer, audience)
  return reachOfAudience(deps, audience, categoryOf(promotional))
}

/**
 * Send now (`at` null) or at `at`. The audience must reach someone now and the time must be
 * ahead; a second send of one already going out is refused, never sent twice. Sending now
 * dispatches before answering, so the answer tells how many it reached.
 */
export async function sendAnnouncement(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
  at: string | null,
): Promise<Announcement> {
  const row = await findVisible(deps, viewer, id)
  const now = deps.now()
  if (at !== null && Date.parse(at) <= now.getTime())
    throw new HttpError(422, 'The time to send at has passed', 'sendAtPast')
  const audience = audienceOf(row)
  checkAudienceAllowed(viewer, audience)
  // Refused when nobody would be a recipient: no member matches, or none chose to receive it.
  if ((await reachOfAudience(deps, audience, categoryOfRow(row))).count === 0)
    throw new HttpError(422, 'This audience reaches no member', 'audienceEmpty')
  const scheduled = await deps.db.transaction().execute(async (trx) => {
    if (
      !(await repo.updateAnnouncementIn(trx, id, UNSENT, {
        status: 'scheduled',
        send_at: at ?? now.toISOString(),
        updated_at: now.toISOString(),
      }))
    )
      return false
    await recordAudit(trx, {
      actorId: viewer.id,
      action: at ? 'schedule' : 'send',
      entity: 'announcement',
      entityId: id,
      before: null,
      after: { send_at: at ?? now.toISOString() },
      now,
    })
    return true
  })
  if (!scheduled) throw notEditable()
  if (at === null) await dispatchDueAnnouncements(deps)
  return getAnnouncement(deps, viewer, id)
}

/** A scheduled one goes back to the drafts. */
export async function cancelAnnouncement(deps: AppDeps, viewer: Viewer, id: number): Promise<Announcement> {
  await findVisible(deps, viewer, id)
  if (
    !(await repo.updateAnnouncementIn(deps.db, id, ['scheduled'], {
      status: 'draft',
      send_at: null,
      updated_at: deps.now().toISOString(),
    }))
  )
    throw notEditable()
  return getAnnouncement(deps, viewer, id)
}

/** The e-mail of each language written, to the admin alone, marked as a test; nothing else is recorded. */
export async function testSendAnnouncement(
  deps: AppDeps,
  viewer: Viewer,
  id: number,
): Promise<{ sent: number }> {
  const row = await findVisible(deps, viewer, id)
  const me = await deps.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', viewer.id)
    .executeTakeFirstOrThrow()
  const languages = (['ar', 'en'] as const).filter(
    (language) => (language === 'ar' ? row.subject_ar : row.subject_en) !== '',
  )
  const token = await unsubscribeToken(deps.db, me.id, categoryOfRow(row))
  await queueMails(
    deps,
    deps.db,
    languages.map((language) => ({
      message: announcementEmail(deps.config.publicUrl, row, language, me.email, token, { test: true }),
    })),
  )
  wakeMailSender(deps)
  return { sent: languages.length }
}

/**
 * Dispatches every announcement that is due (and any whose dispatch stopped midway), one at a
 * time. Run by each instance's periodic jobs and right after "send now".
 */
export async function dispatchDueAnnouncements(deps: AppDeps): Promise<number> {
  let dispatched = 0
  for (;;) {
    const now = deps.now()
    const row = await repo.claimDueAnnouncement(
      deps.db,
      now.toISOString(),
      new Date(now.getTime() + CLAIM_MS).toISOString(),
    )
    if (!row) return dispatched
    await dispatch(deps, row)
    dispatched += 1
  }
}

async function dispatch(deps: AppDeps, row: Selectable<AnnouncementsTable>): Promise<void> {
  const audience = audienceOf(row)
  const only = await computedPart(deps, audience)
  const perMinute = deps.config.announcementMailsPerMinute
  const spacingMs = perMinute > 0 ? 60_000 / perMinute : 0
  // The rate is the deployment's: this mail is spaced after the spaced mail still waiting (an
  // earlier announcement's, or this one's own before its dispatch was taken over after a crash).
  const waiting = spacingMs > 0 ? await lastSpacedMailDue(deps.db, 'announcement') : undefined
  let nextAt = Math.max(deps.now().getTime(), waiting === undefined ? 0 : waiting + spacingMs)
  // The signing key is read (or made) once, before the transactions that sign with it.
  const category = categoryOfRow(row)
  await unsubscribeToken(deps.db, 0, category)
  let after = 0
  for (;;) {
    const batch = await repo.audienceBatch(deps.db, audience, after, BATCH, only)
    if (batch.length === 0) break
    after = batch[batch.length - 1]?.id ?? after
    const stamp = deps.now().toISOString()
    nextAt +=
      spacingMs *
      (await deps.db.transaction().execute(async (trx) => {
        const reached = await repo.reachedAmong(
          trx,
          row.id,
          batch.map((m) => m.id),
        )
        const { recipients, mailed: mailable } = await reachAmong(
          trx,
          batch.filter((member) => !reached.has(member.id)),
          category,
        )
        const fresh = recipients.map((member) => ({
          ...member,
          language: announcementLanguage(row, localeOf(member.language)),
        }))
        const mailed = fresh.filter((member) => mailable.has(member.id))
        const messages = await Promise.all(
          mailed.map(async (member, index) => ({
            message: announcementEmail(
              deps.config.publicUrl,
              row,
              member.language,
              member.email,
              await unsubscribeToken(deps.db, member.id, category),
            ),
            sendAfter: new Date(nextAt + index * spacingMs),
          })),
        )
        const messageIds = await queueMails(deps, trx, messages)
        const messageOf = new Map(mailed.map((member, index) => [member.id, messageIds[index] ?? null]))
        if (fresh.length > 0) {
          await repo.insertRecipients(
            trx,
            fresh.map((member) => ({
              announcement_id: row.id,
              user_id: member.id,
              language: member.language,
              message_id: messageOf.get(member.id) ?? null,
              created_at: stamp,
            })),
          )
          await notify(
            trx,
            fresh.map((member) => ({
              user_id: member.id,
              kind: category === 'promotions' ? 'promotion' : 'announcement',
              ...notificationText(row),
              link: row.link,
              announcement_id: row.id,
              created_at: stamp,
            })),
          )
        }
        await repo.extendAnnouncementClaim(
          trx,
          row.id,
          new Date(deps.now().getTime() + CLAIM_MS).toISOString(),
        )
        return mailed.length
      }))
    wakeMailSender(deps)
  }
  const recipients = await repo.recipientCount(deps.db, row.id)
  await repo.markAnnouncementSent(deps.db, row.id, deps.now().toISOString(), recipients)
}

// ---------- the delivery report ----------

/** The delivery report of one announcement (all zeros while it has not gone out). */
export async function deliveryReport(deps: AppDeps, viewer: Viewer, id: number): Promise<DeliveryReport> {
  const row = await findVisible(deps, viewer, id)
  const [counts, failures] = await Promise.all([
    repo.deliveryCounts(deps.db, id, categoryOfRow(row)),
    repo.deliveryFailures(deps.db, id, REPORT_FAILURES_SHOWN),
  ])
  return {
    announcement_id: id,
    recipients: counts.recipients,
    queued: counts.queued,
    pending: Math.max(0, counts.queued - counts.sent - counts.failed),
    sent: counts.sent,
    failed: counts.failed,
    failures: failures.map((row) => ({ email: row.email, reason: row.reason ?? '' })),
    unsubscribed_since: counts.unsubscribed,
  }
}

/** Keeps each recipient's e-mail outcome past the mail queue's own memory (a periodic job). */
export function settleAnnouncementDeliveries(deps: AppDeps): Promise<number> {
  return repo.settleDeliveries(deps.db)
}

// ---------- unsubscribing ----------

async function unsubscribeTarget(deps: AppDeps, token: string) {
  const target = await readUnsubscribeToken(deps.db, token)
  if (!target || !isOneOf(UNSUBSCRIBE_CATEGORIES, target.category))
    throw new HttpError(400, 'This unsubscribe link is not valid', 'unsubscribeLinkInvalid')
  return { userId: target.userId, category: target.category }
}

/** What the link turns off, and whether it is off already: a GET changes nothing. */
export async function unsubscribeStatus(deps: AppDeps, token: string): Promise<Unsubscribe> {
  const target = await unsubscribeTarget(deps, token)
  return {
    category: target.category,
    unsubscribed: !(await wantsChannel(deps.db, target.userId, target.category, 'email')),
  }
}

/** Turns that category's e-mail off (the in-app notifications stay). */
export async function unsubscribe(deps: AppDeps, token: string): Promise<Unsubscribe> {
  const target = await unsubscribeTarget(deps, token)
  await setChannelChoice(deps.db, target.userId, target.category, 'email', false, deps.now().toISOString())
  return { category: target.category, unsubscribed: true }
}

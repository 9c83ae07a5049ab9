import { createECDH } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { inLanes } from '@contract/in-lanes'
import type { PushMessage, PushPublicKey, PushSubscriptionInput } from '@contract/push'
import type { Selectable } from 'kysely'
import webPush from 'web-push'
import type { AppDeps } from '../../app-env'
import type { PushSubscriptionsTable } from '../../db/database'
import { localeOf } from '../../lib/auth/user-fields'
import { HttpError } from '../../lib/errors'
import { categoryOfKind, membersWanting } from '../notifications/service'
import { endpointProblem, publicOnlyLookup } from './endpoint-guard'
import * as repo from './repository'
import { vapidKeys, vapidSubject } from './vapid'

/** Every notification row is pushed once to each of its member's browsers when their choice says so. */

/** Browsers kept per member; subscribing one more forgets the oldest. */
const SUBSCRIPTIONS_PER_MEMBER = 10
const BATCH = 100
const CONCURRENCY = 8
/** How long a push service keeps a message for a browser that is offline (seconds). */
const TTL_SECONDS = 24 * 60 * 60
const TIMEOUT_MS = 10_000
/** Longest body in a message: push services take about 4 KB, encryption included. */
const BODY_CHARS = 600

export async function publicKey(deps: AppDeps): Promise<PushPublicKey> {
  return { public_key: (await vapidKeys(deps)).publicKey }
}

/** Whether a browser's key is a point of P-256 that messages can be encrypted to. */
function isP256Point(base64url: string): boolean {
  const point = Buffer.from(base64url, 'base64url')
  if (point.length !== 65) return false
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    ecdh.computeSecret(point)
    return true
  } catch {
    return false
  }
}

const refused = (detail: string) => new HttpError(422, detail, 'pushEndpointRefused')

export async function subscribe(
  deps: AppDeps,
  userId: number,
  subscription: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<{ endpoint: string }> {
  const problem = endpointProblem(subscription.endpoint, deps.config.pushAllowPrivateEndpoints)
  if (problem) throw refused(problem)
  if (!isP256Point(subscription.keys.p256dh)) throw refused('The subscription key is not a P-256 public key')
  if (Buffer.from(subscription.keys.auth, 'base64url').length < 16)
    throw refused('The subscription secret is too short')
  await deps.db.transaction().execute(async (trx) => {
    await repo.upsertSubscription(trx, {
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      user_agent: userAgent?.slice(0, 300) ?? null,
      created_at: deps.now().toISOString(),
    })
    await repo.trimSubscriptions(trx, userId, SUBSCRIPTIONS_PER_MEMBER)
  })
  return { endpoint: subscription.endpoint }
}

export async function unsubscribe(
  deps: AppDeps,
  userId: number,
  endpoint: string,
): Promise<{ removed: boolean }> {
  return { removed: await repo.deleteSubscription(deps.db, userId, endpoint) }
}

export async function subscriptionsForExport(deps: AppDeps, userId: number) {
  return (await repo.subscriptionsOf(deps.db, userId)).map((row) => ({
    endpoint_host: new URL(row.endpoint).host,
    user_agent: row.user_agent,
    created_at: row.created_at,
  }))
}

/** An account being deleted is reached on no device from now on. */
export function forgetSubscriptions(deps: AppDeps, userId: number): Promise<void> {
  return repo.deleteSubscriptionsOf(deps.db, userId)
}

type Outcome = { status: number } | { error: string }

function post(
  deps: AppDeps,
  details: {
    endpoint: string
    method: string
    headers: Record<string, string | number>
    body: Buffer | null
  },
): Promise<Outcome> {
  const problem = endpointProblem(details.endpoint, deps.config.pushAllowPrivateEndpoints)
  if (problem) return Promise.resolve({ error: problem })
  const url = new URL(details.endpoint)
  const send = url.protocol === 'http:' ? httpRequest : httpsRequest
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: details.method,
        headers: details.headers,
        timeout: TIMEOUT_MS,
        ...(deps.config.pushAllowPrivateEndpoints ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }))
        res.on('error', (error) => resolve({ error: error.message }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', (error) => resolve({ error: error.message }))
    req.end(details.body ?? undefined)
  })
}

function messageOf(
  row: {
    id: number
    title_ar: string
    title_en: string
    body_ar: string
    body_en: string
    link: string | null
  },
  language: 'ar' | 'en',
): PushMessage {
  const lang = (language === 'ar' ? row.title_ar : row.title_en) ? language : language === 'ar' ? 'en' : 'ar'
  const title = lang === 'ar' ? row.title_ar : row.title_en
  const body = lang === 'ar' ? row.body_ar : row.body_en
  return {
    id: row.id,
    title,
    body: body.length > BODY_CHARS ? `${body.slice(0, BODY_CHARS - 1)}…` : body,
    lang,
    link: row.link,
  }
}

async function pushOne(
  deps: AppDeps,
  keys: { publicKey: string; privateKey: string },
  subscription: Selectable<PushSubscriptionsTable>,
  message: PushMessage,
): Promise<void> {
  const details = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: vapidSubject(deps), ...keys },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  )
  const outcome = await post(deps, details)
  if ('status' in outcome && (outcome.status === 404 || outcome.status === 410)) {
    await repo.deleteSubscriptionById(deps.db, subscription.id)
    return
  }
  if ('error' in outcome || outcome.status >= 300)
    console.warn(
      `[push] ${new URL(subscription.endpoint).host}: ${'error' in outcome ? outcome.error : `answered ${outcome.status}`}`,
    )
}

/** At most once per row: a crash mid-round loses those pushes (the notification centre still has them). */
export async function pushPendingNotifications(deps: AppDeps): Promise<number> {
  let posted = 0
  for (;;) {
    const rows = await repo.claimPending(deps.db, BATCH)
    if (rows.length === 0) return posted
    const members = new Map(
      (
        await repo.reachableMembers(
          deps.db,
          rows.map((row) => row.user_id),
        )
      ).map((m) => [m.id, localeOf(m.language)]),
    )
    const wanted = new Map<string, Set<number>>()
    for (const category of new Set(rows.map((row) => categoryOfKind(row.kind))))
      wanted.set(
        category,
        await membersWanting(
          deps.db,
          rows.filter((row) => categoryOfKind(row.kind) === category).map((row) => row.user_id),
          category,
          'push',
        ),
      )
    const due = rows.filter(
      (row) => members.has(row.user_id) && wanted.get(categoryOfKind(row.kind))?.has(row.user_id),
    )
    const browsers = new Map<number, Selectable<PushSubscriptionsTable>[]>()
    for (const subscription of await repo.subscriptionsOfMembers(
      deps.db,
      due.map((row) => row.user_id),
    ))
      browsers.set(subscription.user_id, [...(browsers.get(subscription.user_id) ?? []), subscription])
    const jobs = due.flatMap((row) =>
      (browsers.get(row.user_id) ?? []).map((subscription) => ({
        subscription,
        message: messageOf(row, members.get(row.user_id) ?? 'ar'),
      })),
    )
    if (jobs.length === 0) continue
    const keys = await vapidKeys(deps)
    await inLanes(jobs, CONCURRENCY, (job) =>
      // One browser's failure (a key that no longer encrypts, a lost database connection) never stops the others'.
      pushOne(deps, keys, job.subscription, job.message).catch((error: unknown) =>
        console.warn(
          `[push] ${new URL(job.subscription.endpoint).host}:`,
          error instanceof Error ? error.message : error,
        ),
      ),
    )
    posted += jobs.length
  }
}

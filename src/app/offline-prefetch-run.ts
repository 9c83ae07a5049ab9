import { JobsSearchSchema } from '@contract/jobs'
import { NewsSearchSchema } from '@contract/posts'
import { EventsSearchSchema } from '@contract/events'
import { ResourcesSearchSchema } from '@contract/resources'
import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { eventQueries } from '@/features/events/api/event-queries'
import { jobQueries } from '@/features/jobs/api/job-queries'
import { memberQueries } from '@/features/members/api/member-queries'
import { DEFAULT_DIRECTORY_SEARCH } from '@/features/members/model'
import { newsQueries } from '@/features/news/api/news-queries'
import { resourceQueries } from '@/features/resources/api/resource-queries'
import { dashboardQueries } from '@/features/dashboard/api/upcoming-events'
import { i18n } from '@/lib/i18n/i18n'
import { ownProfileQuery } from '@/lib/member/own-profile-query'
import { getSession, sessionReady } from '@/lib/session/session'
import { warmCardPicture } from '@/ui/primitives/ResponsiveImage'
import { yieldToMain } from '@/lib/page/yield'
import { CARD_IMAGE_SIZES } from '@contract/responsive-image'

/** The lists' first pages, upcoming events and the member's own data, fetched in the background for offline reading. */
const REFRESH_MS = 15 * 60_000
const IDLE_TIMEOUT_MS = 5000
const MAX_IMAGES = 40

interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
  type?: string
}

function connection(): NetworkInformationLike | undefined {
  // Cast: the Network Information API (Chromium) is missing from the DOM types; every field is optional.
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection
}

function mayPrefetch(): boolean {
  if (!navigator.onLine) return false
  const link = connection()
  if (link?.saveData) return false
  return !(link?.effectiveType && /(^|-)2g$/.test(link.effectiveType))
}

/** Cellular links are usually metered: the data is fetched, the images are not. */
function mayWarmImages(): boolean {
  return connection()?.type !== 'cellular'
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
  else window.setTimeout(run, 1)
}

/** Same-origin upload paths only: those are what the service worker caches. */
function uploadPath(value: string | null | undefined): string | null {
  return value && value.startsWith('/uploads/') ? value : null
}

function uploadPaths(values: readonly (string | null | undefined)[] | undefined): string[] {
  return [...new Set((values ?? []).map(uploadPath).filter((path): path is string => path !== null))]
}

async function prefetchAll(queryClient: QueryClient): Promise<void> {
  await sessionReady()
  const locale = i18n.locale === 'en' ? 'en' : 'ar'
  const me = getSession().user
  const signedIn = me !== null
  const news = newsQueries.list(v.parse(NewsSearchSchema, {}))
  const directory = memberQueries.directory(DEFAULT_DIRECTORY_SEARCH, locale)
  const lists: (() => Promise<void>)[] = [
    () => queryClient.prefetchQuery(news),
    () => queryClient.prefetchQuery(eventQueries.list(v.parse(EventsSearchSchema, {}))),
    () => queryClient.prefetchQuery(eventQueries.allUpcoming()),
    () => queryClient.prefetchQuery(resourceQueries.list(v.parse(ResourcesSearchSchema, {}), locale)),
    () => queryClient.prefetchQuery(jobQueries.list(v.parse(JobsSearchSchema, {}))),
  ]
  if (signedIn) {
    lists.push(
      () => queryClient.prefetchQuery(directory),
      () => queryClient.prefetchQuery(ownProfileQuery()),
      () => queryClient.prefetchQuery(dashboardQueries.upcomingEvents()),
    )
  }
  if (me && !me.must_complete_profile)
    lists.push(async () => {
      if (queryClient.getQueryData(ownProfileQuery().queryKey)?.updated_at)
        await queryClient.prefetchQuery(memberQueries.detail(me.id))
    })
  // One list at a time: fetched together, the answers were parsed and stored in one long task.
  for (const prefetch of lists) {
    await prefetch()
    await yieldToMain()
  }
  if (!mayWarmImages()) return
  const pictures = uploadPaths(
    queryClient.getQueryData(news.queryKey)?.items.map((post) => post.feature_path),
  ).slice(0, MAX_IMAGES)
  const avatars = signedIn
    ? uploadPaths(queryClient.getQueryData(directory.queryKey)?.items.map((member) => member.avatar_url))
    : []
  for (const src of pictures) warmCardPicture(src, CARD_IMAGE_SIZES)
  for (const src of avatars.slice(0, MAX_IMAGES - pictures.length)) {
    const image = new Image()
    image.decoding = 'async'
    image.src = src
  }
}

export function startOfflinePrefetch(queryClient: QueryClient): () => void {
  let running = false
  let stopped = false
  const run = () => {
    if (stopped || running || !mayPrefetch()) return
    running = true
    prefetchAll(queryClient)
      .catch((error: unknown) => console.warn('Background refresh for offline reading failed', error))
      .finally(() => {
        running = false
      })
  }
  const schedule = () => whenIdle(run)
  schedule()
  const timer = window.setInterval(schedule, REFRESH_MS)
  window.addEventListener('online', schedule)
  return () => {
    stopped = true
    window.clearInterval(timer)
    window.removeEventListener('online', schedule)
  }
}

import { TOTAL_MEMBERS_ON_HOME } from '@contract/constants'
import { Trans, useLingui } from '@lingui/react/macro'
import { useIsRestoring, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { lazy, useEffect, type ReactNode } from 'react'
import { homeQueries, startHomeQueries } from '../api/home-queries'
import { Deferred } from './Deferred'
import { HeroCarousel } from './HeroCarousel'
import { HomeCounters } from './HomeCounters'
import { HomeFaq } from './HomeFaq'
import * as css from './home.css'
import { formatNumber } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { useSession } from '@/lib/session/session'
import { LinkButtons } from '@/ui/primitives/LinkButtons'

/**
 * The lists below the hero (and the markdown, picture and label helpers they use) are not
 * part of the first render: their code is requested once the page has rendered, together
 * with the lists' data, so a first visit's JavaScript before the first render stays within
 * its budget (docs/decisions/280-less-javascript-before-the-first-render.md).
 */
const loadSections = () => import('./HomeSections')
const NewsSection = lazy(() => loadSections().then((sections) => ({ default: sections.NewsSection })))
const EventsSection = lazy(() => loadSections().then((sections) => ({ default: sections.EventsSection })))
const ResourcesSection = lazy(() =>
  loadSections().then((sections) => ({ default: sections.ResourcesSection })),
)
const MembersSection = lazy(() => loadSections().then((sections) => ({ default: sections.MembersSection })))
const JobsSection = lazy(() => loadSections().then((sections) => ({ default: sections.JobsSection })))
const JournalSection = lazy(() => loadSections().then((sections) => ({ default: sections.JournalSection })))
const CtaSection = lazy(() => loadSections().then((sections) => ({ default: sections.CtaSection })))

/**
 * The home page. The hero and counters render with the page; the lists below come
 * a moment later (Deferred), each section reading its own query (so that no main-thread task runs long on a slow phone; docs/decisions/005-first-visit-budget.md).
 */
export function HomePage() {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const signedIn = useSession().user !== null
  // The home lists load in parallel, all started here (once the persisted cache is
  // back, so a fresh list is not fetched again); the sections share the answers. The page
  // itself only reads the counters, so a list's answer re-renders its section, not the page.
  const queryClient = useQueryClient()
  const restoring = useIsRestoring()
  useEffect(() => (restoring ? undefined : startHomeQueries(queryClient)), [queryClient, restoring])
  // The sections' code, fetched while the first screen is shown (an effect runs after it rendered).
  useEffect(() => void loadSections(), [])
  // The counters come from the server's own count (an expired job is listed but not active).
  const stats = useQuery({ ...homeQueries.stats(), enabled: false }).data
  const upcomingTotal = stats?.upcomingEvents ?? 0
  const resourcesTotal = stats?.resources ?? 0
  const jobsTotal = stats?.activeJobs ?? 0
  const n = (value: number) => formatNumber(value, locale)
  // An address with a fragment (/#faq from the pending page) needs its target at once.
  const eager = useLocation({ select: (location) => location.hash !== '' })

  return (
    <>
      <section className={css.hero} aria-labelledby="home-title">
        <div className={css.heroGrid}>
          <div className={css.heroInner}>
            <h1 id="home-title" className={css.heroTitle}>
              <Trans>Saudi Orthopedic Society</Trans>
            </h1>
            <p className={css.heroSubtitle}>
              <Trans>
                Advancing orthopedic care through education, research and a connected community of surgeons.
              </Trans>
            </p>
            <dl className={css.metrics}>
              <Metric label={<Trans>Members</Trans>} value={`${n(TOTAL_MEMBERS_ON_HOME)}+`} />
              <Metric label={<Trans>Upcoming events</Trans>} value={n(upcomingTotal)} />
              <Metric label={<Trans>Resources</Trans>} value={n(resourcesTotal)} />
            </dl>
            <LinkButtons
              className={css.heroActions}
              links={
                signedIn
                  ? [
                      { to: '/dashboard', label: <Trans>My Dashboard</Trans>, main: true },
                      { to: '/members', label: <Trans>Members</Trans> },
                    ]
                  : [
                      { to: '/register', label: <Trans>Join as Member</Trans>, main: true },
                      { to: '/events', label: <Trans>Browse Events</Trans> },
                      { to: '/members', label: <Trans>Browse Members</Trans> },
                    ]
              }
            />
          </div>
          <HeroCarousel />
        </div>
      </section>

      <div className={css.container}>
        <HomeCounters
          items={[
            { label: t`Total members`, value: TOTAL_MEMBERS_ON_HOME },
            { label: t`Upcoming events`, value: upcomingTotal },
            { label: t`Resources`, value: resourcesTotal },
            { label: t`Active jobs`, value: jobsTotal },
          ]}
        />

        <Deferred eager={eager}>
          <NewsSection locale={locale} />
        </Deferred>
        <Deferred eager={eager}>
          <EventsSection locale={locale} />
        </Deferred>
        <Deferred eager={eager}>
          <ResourcesSection locale={locale} />
        </Deferred>
        <Deferred eager={eager}>
          <MembersSection />
        </Deferred>
        <Deferred eager={eager}>
          <JobsSection locale={locale} />
        </Deferred>
        <Deferred eager={eager}>
          <JournalSection />
        </Deferred>
      </div>

      <Deferred eager={eager}>
        <HomeFaq />
      </Deferred>
      <Deferred eager={eager}>
        <CtaSection signedIn={signedIn} />
      </Deferred>
    </>
  )
}

/** One figure of the hero: what it counts, and how many. */
function Metric({ label, value }: { label: ReactNode; value: string }) {
  return (
    <div className={css.metric}>
      <dt className={css.metricLabel}>{label}</dt>
      <dd className={css.metricValue}>{value}</dd>
    </div>
  )
}

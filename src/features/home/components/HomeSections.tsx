import { EXCERPT_LENGTHS, MEMBER_PREVIEW_PAGE_SIZE, type Locale } from '@contract/constants'
import { computeEventStatus } from '@contract/event-status'
import type { DirectoryItem, DirectoryResponse } from '@contract/directory-list'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { memo, useState, type ReactNode } from 'react'
import { homeQueries } from '../api/home-queries'
import { appendUnique } from '../model'
import * as css from './home.css'
import { formatDate, formatEventDate, formatFileSize, formatTime, pickLang } from '@/lib/format/format'
import { excerpt } from '@/lib/format/markdown-text'
import { Badge } from '@/ui/primitives/Badge'
import { Icon } from '@/ui/primitives/Icon'
import { button } from '@/ui/primitives/button.css'
import * as card from '@/ui/primitives/card.css'
import { LinkButtons } from '@/ui/primitives/LinkButtons'
import { PlaceName } from '@/ui/text/PlaceName'
import { BilingualText } from '@/ui/text/BilingualText'
import { PersonName } from '@/ui/text/PersonName'
import { CITIES, FILE_TYPE_ENTRIES, labelIn, referenceValueIn, SPECIALTIES } from '@contract/reference-data'
import { EntryText } from '@/ui/text/EntryText'
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@/ui/primitives/ResponsiveImage'
import { useNow } from '@/lib/format/clock'
import { textLangProps } from '@/lib/format/bilingual'

/**
 * The home page's lists below the hero. Each section reads its own query (the
 * page starts them all at once), so an answer re-renders only its own section.
 */
const DEFAULT_AVATAR = '/default-avatar.svg'

type SectionTarget = '/news' | '/events' | '/resources' | '/jobs' | '/members'

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string
  title: ReactNode
  more: { to: SectionTarget; label: ReactNode }
  children: ReactNode
}) {
  return (
    <section className={css.section} aria-labelledby={id}>
      <div className={css.sectionHead}>
        <h2 id={id} className={css.sectionTitle}>
          {title}
        </h2>
        <Link to={more.to} className={css.more}>
          {more.label}
        </Link>
      </div>
      {children}
    </section>
  )
}

/** A section's cards; while there are none, that they are loading or that there is nothing yet. */
function CardGrid<Item extends { id: number }>({
  query,
  card: renderCard,
}: {
  query: { data?: { items: Item[] } | undefined; isPending: boolean }
  card: (item: Item) => ReactNode
}) {
  return query.data?.items.length ? (
    <div className={card.grid}>
      {query.data.items.map((item) => (
        <article key={item.id} className={card.card}>
          {renderCard(item)}
        </article>
      ))}
    </div>
  ) : (
    <Empty loading={query.isPending} />
  )
}

function Empty({ loading }: { loading: boolean }) {
  const { t } = useLingui()
  return <p className={css.muted}>{loading ? t`Loading…` : t`Nothing to show yet.`}</p>
}

export const NewsSection = memo(function NewsSection({ locale }: { locale: Locale }) {
  const news = useQuery(homeQueries.news())
  return (
    <Section
      id="home-news"
      title={<Trans>Latest news</Trans>}
      more={{ to: '/news', label: <Trans>All news</Trans> }}
    >
      <CardGrid
        query={news}
        card={(post) => (
          <>
            {post.feature_path ? (
              <ResponsiveImage
                src={post.feature_path}
                alt=""
                className={card.cardMedia}
                width={640}
                height={360}
                sizes={CARD_IMAGE_SIZES}
              />
            ) : null}
            <div className={card.cardMeta}>
              <time dateTime={post.created_at}>{formatDate(post.created_at, locale)}</time>
            </div>
            <h3 className={card.cardTitle} {...textLangProps(locale, post.title_ar, post.title_en)}>
              {pickLang(locale, post.title_ar, post.title_en)}
            </h3>
            <p className={card.cardText} {...textLangProps(locale, post.body_md_ar, post.body_md_en)}>
              {excerpt(pickLang(locale, post.body_md_ar, post.body_md_en), EXCERPT_LENGTHS.news)}
            </p>
          </>
        )}
      />
    </Section>
  )
})

export const EventsSection = memo(function EventsSection({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const events = useQuery(homeQueries.events())
  const now = useNow()
  return (
    <Section
      id="home-events"
      title={<Trans>Upcoming events</Trans>}
      more={{ to: '/events', label: <Trans>All events</Trans> }}
    >
      <CardGrid
        query={events}
        card={(event) => (
          <>
            <div className={card.cardMeta}>
              <Badge tone={computeEventStatus(event, now) === 'upcoming' ? 'success' : 'warning'}>
                {computeEventStatus(event, now) === 'upcoming' ? t`Upcoming` : t`Registration closed`}
              </Badge>
            </div>
            <h3 className={card.cardTitle} {...textLangProps(locale, event.title_ar, event.title_en)}>
              {pickLang(locale, event.title_ar, event.title_en)}
            </h3>
            <ul className={card.factList}>
              <li>
                <Icon name="calendar" /> {formatEventDate(event.starts_at, locale)}
              </li>
              <li>
                <Icon name="clock" /> {formatTime(event.starts_at, locale)}
              </li>
              {event.location ? (
                <li>
                  <Icon name="pin" /> <PlaceName place={event} />
                </li>
              ) : null}
            </ul>
          </>
        )}
      />
    </Section>
  )
})

export const ResourcesSection = memo(function ResourcesSection({ locale }: { locale: Locale }) {
  const resources = useQuery(homeQueries.resources())
  return (
    <Section
      id="home-resources"
      title={<Trans>Featured resources</Trans>}
      more={{ to: '/resources', label: <Trans>All resources</Trans> }}
    >
      <CardGrid
        query={resources}
        card={(resource) => (
          <>
            <div className={card.cardMeta}>
              <Badge>
                {labelIn(FILE_TYPE_ENTRIES, referenceValueIn(FILE_TYPE_ENTRIES, resource.file_type), locale)}
              </Badge>
              {resource.file_size !== null ? <span>{formatFileSize(resource.file_size, locale)}</span> : null}
            </div>
            <h3 className={card.cardTitle} {...textLangProps(locale, resource.title_ar, resource.title_en)}>
              {pickLang(locale, resource.title_ar, resource.title_en)}
            </h3>
            <p
              className={card.cardText}
              {...textLangProps(locale, resource.description_ar, resource.description_en)}
            >
              {excerpt(
                pickLang(locale, resource.description_ar, resource.description_en),
                EXCERPT_LENGTHS.resources,
              )}
            </p>
          </>
        )}
      />
    </Section>
  )
})

export const MembersSection = memo(function MembersSection() {
  const [memberPage, setMemberPage] = useState(1)
  return (
    <Section
      id="home-members"
      title={<Trans>Featured members</Trans>}
      more={{ to: '/members', label: <Trans>Member Directory</Trans> }}
    >
      <MemberPages page={1} last={memberPage} shown={[]}>
        {({ members, first, lastPage }) => {
          const moreMembers =
            members.length < (first.data?.total ?? 0) &&
            (lastPage.data?.items.length ?? 0) === MEMBER_PREVIEW_PAGE_SIZE
          return members.length ? (
            <>
              <ul className={css.memberGrid}>
                {members.map((member) => (
                  <li key={member.id} className={css.memberCard}>
                    <img
                      src={member.avatar_url || DEFAULT_AVATAR}
                      alt=""
                      width={56}
                      height={56}
                      className={css.memberAvatar}
                      loading="lazy"
                      onError={(event) => {
                        if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR))
                          event.currentTarget.src = DEFAULT_AVATAR
                      }}
                    />
                    <div className={css.memberBody}>
                      <p className={css.memberName}>
                        <PersonName person={member} />
                      </p>
                      <p className={css.muted}>
                        {member.specialty ? (
                          <EntryText entries={SPECIALTIES} value={member.specialty} />
                        ) : null}
                        {member.specialty && member.city ? ' · ' : null}
                        {member.city ? <EntryText entries={CITIES} value={member.city} /> : null}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
              {moreMembers ? (
                <button
                  type="button"
                  className={button.secondary}
                  onClick={() => setMemberPage((page) => page + 1)}
                  disabled={lastPage.isFetching}
                >
                  <Trans>See more</Trans>
                </button>
              ) : null}
            </>
          ) : (
            <Empty loading={first.isPending} />
          )
        }}
      </MemberPages>
    </Section>
  )
})

type MemberPageQuery = UseQueryResult<DirectoryResponse>

/**
 * Pages 1 to `last` of the member preview, one component and one `useQuery` per page, each
 * rendering the next, the last one rendering `children` with every member shown so far (each
 * once, in page order), page 1's query (its total) and its own. A page's answer re-renders
 * from its own level down. Not `useQueries`: with its observer it was 1.3 KB gzip of every
 * first visit to `/` for a button most visitors never press
 * (docs/decisions/300-the-whole-first-visit-within-its-budget.md).
 */
function MemberPages({
  page,
  last,
  shown,
  first,
  children,
}: {
  page: number
  last: number
  shown: readonly DirectoryItem[]
  /** Page 1's query, from the level above (none on page 1 itself). */
  first?: MemberPageQuery
  children: (pages: {
    members: DirectoryItem[]
    first: MemberPageQuery
    lastPage: MemberPageQuery
  }) => ReactNode
}) {
  const query = useQuery(homeQueries.members(page))
  const members = appendUnique(shown, query.data?.items ?? [])
  const firstPage = first ?? query
  return page < last ? (
    <MemberPages page={page + 1} last={last} shown={members} first={firstPage}>
      {children}
    </MemberPages>
  ) : (
    children({ members, first: firstPage, lastPage: query })
  )
}

export const JobsSection = memo(function JobsSection({ locale }: { locale: Locale }) {
  const jobs = useQuery(homeQueries.jobs())
  return (
    <Section
      id="home-jobs"
      title={<Trans>Jobs</Trans>}
      more={{ to: '/jobs', label: <Trans>All jobs</Trans> }}
    >
      <CardGrid
        query={jobs}
        card={(job) => (
          <>
            <h3 className={card.cardTitle} {...textLangProps(locale, job.title_ar, job.title_en)}>
              {pickLang(locale, job.title_ar, job.title_en)}
            </h3>
            <ul className={card.factList}>
              <li>
                <Icon name="building" />{' '}
                <BilingualText ar={job.employer_ar} en={job.employer_en} single={job.employer} />
              </li>
              <li>
                <Icon name="pin" />{' '}
                <EntryText entries={CITIES} value={referenceValueIn(CITIES, job.location)} />
              </li>
            </ul>
            <p className={card.cardText} {...textLangProps(locale, job.description_ar, job.description_en)}>
              {excerpt(pickLang(locale, job.description_ar, job.description_en), EXCERPT_LENGTHS.jobs)}
            </p>
          </>
        )}
      />
    </Section>
  )
})

export const JournalSection = memo(function JournalSection() {
  const { t } = useLingui()
  return (
    <section className={css.journal} aria-labelledby="home-journal">
      <div>
        <h2 id="home-journal" className={css.sectionTitle}>
          <Trans>Journal of the Saudi Orthopedic Society</Trans>
        </h2>
        <p>
          <Trans>
            Our official journal is peer reviewed, open access and indexed, publishing original research,
            reviews and editorials across orthopedic surgery.
          </Trans>
        </p>
        <ul className={css.journalTags} aria-label={t`Latest Highlights`}>
          <li>
            <Badge tone="primary">{t`Original`}</Badge>
          </li>
          <li>
            <Badge tone="accent">{t`Review`}</Badge>
          </li>
          <li>
            <Badge tone="success">{t`Editorial`}</Badge>
          </li>
        </ul>
      </div>
      <div className={css.journalActions}>
        <a
          href="https://journals.lww.com/jmsr"
          target="_blank"
          rel="noopener noreferrer"
          className={button.primary}
        >
          <Trans>Visit the journal</Trans>
        </a>
        <a
          href="https://journals.lww.com/jmsr/pages/informationforauthors.aspx"
          target="_blank"
          rel="noopener noreferrer"
          className={button.secondary}
        >
          <Trans>Author guidelines</Trans>
        </a>
        <Link to="/journal" className={css.more}>
          <Trans>Latest Highlights</Trans>
        </Link>
      </div>
    </section>
  )
})

export const CtaSection = memo(function CtaSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section className={css.cta} aria-labelledby="home-cta">
      <div className={css.ctaInner}>
        <h2 id="home-cta" className={css.ctaTitle}>
          {signedIn ? (
            <Trans>Make the most of your membership</Trans>
          ) : (
            <Trans>Join the orthopedic community of the Kingdom</Trans>
          )}
        </h2>
        <LinkButtons
          className={css.heroActions}
          links={
            signedIn
              ? [
                  { to: '/events', label: <Trans>Browse Events</Trans>, main: true },
                  { to: '/members', label: <Trans>Members</Trans> },
                ]
              : [
                  { to: '/register', label: <Trans>Register Now</Trans>, main: true },
                  { to: '/about', label: <Trans>Learn More</Trans> },
                  { to: '/members', label: <Trans>Member Directory</Trans> },
                ]
          }
        />
      </div>
    </section>
  )
})

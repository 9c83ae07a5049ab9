import { EXCERPT_LENGTHS, PAGE_SIZES } from '@contract/constants'
import { computeJobStatus, type PublicJobStatus } from '@contract/job-status'
import {
  JOB_CATEGORIES,
  JOB_EXPERIENCE_LEVELS,
  JOB_LOCATIONS,
  JOB_TYPES,
  JOB_UI_SORTS,
  type JobsSearch,
  type PublicJob,
} from '@contract/jobs-list'
import { referenceLabel, type ReferenceKind } from '@contract/reference-data'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useCallback } from 'react'
import { jobQueries } from '../api/job-queries'
import { changeJobsSearch, savedJobsQuery, JOB_SORT_LABELS, JOB_STATUS_LABELS } from '../model'
import { ApplyLink } from './ApplyLink'
import * as css from './jobs.css'
import { OVER_LIST } from '@/lib/page/item-presentation'
import { formatDate, formatSalary, pickLang } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { sortByText } from '@/lib/format/collate'
import { useSavedList } from '@/lib/offline/offline-results'
import { excerpt } from '@/lib/format/markdown-text'
import { Badge } from '@/ui/primitives/Badge'
import { BilingualText } from '@/ui/text/BilingualText'
import { Icon } from '@/ui/primitives/Icon'
import type { BadgeTone } from '@/ui/primitives/badge.css'
import { button } from '@/ui/primitives/button.css'
import * as card from '@/ui/primitives/card.css'
import { Select } from '@/ui/primitives/Select'
import { activeFilterCount } from '@/ui/lists/filter-count'
import { ListCard } from '@/ui/lists/ListView'
import { PublicListPage, stripStillComing } from '@/ui/lists/PublicListPage'
import { ReferenceText } from '@/ui/text/ReferenceText'
import { useNow } from '@/lib/format/clock'
import { textLangProps } from '@/lib/format/bilingual'

const STATUS_TONES: Record<PublicJobStatus, BadgeTone> = {
  new: 'success',
  urgent: 'warning',
  active: 'primary',
  expired: 'neutral',
}

interface Props {
  search: JobsSearch
  onSearchChange: (next: JobsSearch) => void
}

/** The public /jobs page. */
export function JobsPage({ search, onSearchChange }: Props) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const jobs = useQuery(jobQueries.list(search))
  const featured = useQuery(jobQueries.featured())
  const update = (change: Partial<Omit<JobsSearch, 'page'>>) =>
    onSearchChange(changeJobsSearch(search, change))
  const onSearch = useCallback(
    (text: string) => onSearchChange(changeJobsSearch(search, { search: text })),
    [onSearchChange, search],
  )
  // Locations, types, levels and categories are reference codes, shown in the reader's language.
  const label = (kind: ReferenceKind, value: string) => referenceLabel(kind, value, locale)
  const filtered = Boolean(
    search.search || search.location || search.category || search.job_type || search.experience_level,
  )
  const now = useNow()
  // Offline, a page or filter never fetched is answered from the saved jobs.
  const list = useSavedList(jobs, ['jobs'], savedJobsQuery(search, now))

  const jobCard = (job: PublicJob, headingLevel: 'h2' | 'h3') => {
    const title = pickLang(locale, job.title_ar, job.title_en)
    const status = computeJobStatus(job, now)
    const salary = formatSalary(job.salary_min, job.salary_max, job.currency, locale)
    const Heading = headingLevel
    return (
      <article key={job.id} className={card.card}>
        <div className={card.cardMeta}>
          <Badge tone={STATUS_TONES[status]}>{i18n._(JOB_STATUS_LABELS[status])}</Badge>
          <Badge>{label('job_type', job.job_type)}</Badge>
        </div>
        <Heading className={card.cardTitle} {...textLangProps(locale, job.title_ar, job.title_en)}>
          {title}
        </Heading>
        <ul className={card.factList}>
          <li>
            <Icon name="building" />{' '}
            <BilingualText ar={job.employer_ar} en={job.employer_en} single={job.employer} />
          </li>
          <li>
            <Icon name="pin" /> <ReferenceText kind="city" value={job.location} />
          </li>
          {salary ? (
            <li>
              <Icon name="money" /> {salary}
            </li>
          ) : null}
          <li>
            <Icon name="hourglass" />{' '}
            {job.application_deadline ? (
              <Trans>Apply by {formatDate(job.application_deadline, locale)}</Trans>
            ) : (
              <Trans>Open until filled</Trans>
            )}
          </li>
        </ul>
        <p className={card.cardText} {...textLangProps(locale, job.description_ar, job.description_en)}>
          {excerpt(pickLang(locale, job.description_ar, job.description_en), EXCERPT_LENGTHS.jobs)}
        </p>
        <div className={card.cardActions}>
          <Link
            from="/jobs"
            to="/jobs/$id"
            params={{ id: job.id }}
            search={(previous) => previous}
            state={OVER_LIST}
            className={button.secondary}
            aria-label={t`Details: ${title}`}
          >
            <Trans>Details</Trans>
          </Link>
          <ApplyLink job={job} title={title} />
        </div>
      </article>
    )
  }

  return (
    <PublicListPage
      name="jobs"
      title={<Trans>Jobs</Trans>}
      lead={<Trans>Orthopedic positions, fellowships and locum posts across the Kingdom.</Trans>}
      featuredLoading={stripStillComing(featured)}
      featured={
        featured.data && featured.data.items.length > 0 ? (
          <section aria-labelledby="featured-jobs">
            <h2 id="featured-jobs" className={card.sectionTitle}>
              <Trans>Featured jobs</Trans>
            </h2>
            <div className={css.featuredGrid}>
              {featured.data.items.map((job, index) => (
                <ListCard
                  key={job.id}
                  item={job}
                  index={index}
                  deps={[locale]}
                  render={() => jobCard(job, 'h3')}
                />
              ))}
            </div>
          </section>
        ) : null
      }
      toolbar={{
        search: search.search,
        onSearchChange: onSearch,
        label: t`Search jobs`,
        placeholder: t`Search jobs…`,
        filters: {
          active: activeFilterCount([
            search.location,
            search.category,
            search.job_type,
            search.experience_level,
          ]),
          onClear: () =>
            update({
              location: undefined,
              category: undefined,
              job_type: undefined,
              experience_level: undefined,
            }),
        },
        inline: (
          <>
            <Select
              label={t`Location`}
              value={search.location}
              allLabel={t`All locations`}
              options={sortByText(
                JOB_LOCATIONS.map((value) => ({ value, label: label('city', value) })),
                locale,
                (option) => option.label,
              )}
              onChange={(location) => update({ location })}
            />
            <Select
              label={t`Category`}
              value={search.category}
              allLabel={t`All categories`}
              options={JOB_CATEGORIES.map((value) => ({ value, label: label('job_category', value) }))}
              onChange={(category) => update({ category })}
            />
            <Select
              label={t`Job type`}
              value={search.job_type}
              allLabel={t`All types`}
              options={JOB_TYPES.map((value) => ({ value, label: label('job_type', value) }))}
              onChange={(job_type) => update({ job_type })}
            />
            <Select
              label={t`Experience`}
              value={search.experience_level}
              allLabel={t`All levels`}
              options={JOB_EXPERIENCE_LEVELS.map((value) => ({
                value,
                label: label('experience_level', value),
              }))}
              onChange={(experience_level) => update({ experience_level })}
            />
            <Select
              label={t`Sort`}
              value={search.sort ?? 'newest'}
              options={JOB_UI_SORTS.map((value) => ({ value, label: i18n._(JOB_SORT_LABELS[value]) }))}
              onChange={(value) => update({ sort: value === 'newest' ? undefined : value })}
            />
          </>
        ),
      }}
      query={jobs}
      list={list}
      page={search.page}
      pageSize={PAGE_SIZES.jobs}
      onPageChange={(page) => onSearchChange({ ...search, page })}
      filtered={filtered}
      onClearFilters={() =>
        onSearchChange({ page: 1, search: '', ...(search.sort ? { sort: search.sort } : {}) })
      }
      labels={{ failed: t`Failed to load jobs`, none: t`No jobs available` }}
      renderItem={(job) => jobCard(job, 'h2')}
    />
  )
}

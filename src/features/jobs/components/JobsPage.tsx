import { EXCERPT_LENGTHS, PAGE_SIZES } from '@contract/constants'
import { canApply, computeJobStatus, type PublicJobStatus } from '@contract/job-status'
import { JOB_CATEGORIES, JOB_EXPERIENCE_LEVELS, JOB_LOCATIONS, JOB_TYPES, JOB_UI_SORTS, type JobsSearch, type PublicJob } from '@contract/jobs'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { jobQueries } from '../api/job-queries'
import {
  changeJobsSearch,
  savedJobsQuery,
  JOB_CATEGORY_LABELS,
  JOB_EXPERIENCE_LABELS,
  JOB_LOCATION_LABELS,
  JOB_SORT_LABELS,
  JOB_STATUS_LABELS,
  JOB_TYPE_LABELS,
  requirementLines,
} from '../model'
import * as css from './jobs.css'
import { useDocumentTitle } from '@/lib/document-title'
import { formatDate, formatSalary, pickLang } from '@/lib/format'
import { isLocale } from '@/lib/i18n'
import { useNeedsNetwork } from '@/lib/offline-actions'
import { useSavedList } from '@/lib/offline-results'
import { excerpt } from '@/lib/markdown'
import { Badge } from '@/ui/Badge'
import { Icon } from '@/ui/Icon'
import type { BadgeTone } from '@/ui/badge.css'
import { button } from '@/ui/button.css'
import * as card from '@/ui/card.css'
import { SaveableItemDialog } from '@/ui/SaveableItemDialog'
import { Select } from '@/ui/Select'
import { PublicListPage } from '@/ui/PublicListPage'

const STATUS_TONES: Record<PublicJobStatus, BadgeTone> = { new: 'success', urgent: 'warning', active: 'primary', expired: 'neutral' }

interface Props {
  search: JobsSearch
  onSearchChange: (next: JobsSearch) => void
}

/** The public /jobs page. */
export function JobsPage({ search, onSearchChange }: Props) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  useDocumentTitle(t`Jobs`)
  const jobs = useQuery(jobQueries.list(search))
  const featured = useQuery(jobQueries.featured())
  const [open, setOpen] = useState<PublicJob | null>(null)
  const update = (change: Partial<Omit<JobsSearch, 'page'>>) => onSearchChange(changeJobsSearch(search, change))
  const onSearch = useCallback((text: string) => onSearchChange(changeJobsSearch(search, { search: text })), [onSearchChange, search])
  const label = (labels: Record<string, MessageDescriptor>, value: string) => (labels[value] ? i18n._(labels[value]) : value)
  const filtered = Boolean(search.search || search.location || search.category || search.job_type || search.experience_level)
  const now = new Date()
  // Offline, a page or filter never fetched is answered from the saved jobs.
  const list = useSavedList(jobs, ['jobs'], savedJobsQuery(search, now))
  const needsNetwork = useNeedsNetwork()
  const updatedLabel = (when: string) => t`Updated ${when}`

  const applyLink = (job: PublicJob, title: string) =>
    canApply(job, now) && job.application_link ? (
      <a
        href={job.application_link}
        target="_blank"
        rel="noopener noreferrer"
        className={button.primary}
        aria-label={t`Apply: ${title}`}
        onClick={(click) => needsNetwork(t`Applying needs an internet connection. Try again when you are online.`, click)}
      >
        <Trans>Apply</Trans>
      </a>
    ) : null

  const jobCard = (job: PublicJob, headingLevel: 'h2' | 'h3') => {
    const title = pickLang(locale, job.title_ar, job.title_en)
    const status = computeJobStatus(job, now)
    const salary = formatSalary(job.salary_min, job.salary_max, job.currency, locale)
    const Heading = headingLevel
    return (
      <article key={job.id} className={card.card}>
        <div className={card.cardMeta}>
          <Badge tone={STATUS_TONES[status]}>{i18n._(JOB_STATUS_LABELS[status])}</Badge>
          <Badge>{label(JOB_TYPE_LABELS, job.job_type)}</Badge>
        </div>
        <Heading className={card.cardTitle}>{title}</Heading>
        <ul className={card.factList}>
          <li>
            <Icon name="building" /> {job.employer}
          </li>
          <li>
            <Icon name="pin" /> {label(JOB_LOCATION_LABELS, job.location)}
          </li>
          {salary ? (
            <li>
              <Icon name="money" /> {salary}
            </li>
          ) : null}
          <li>
            <Icon name="hourglass" /> {job.application_deadline ? <Trans>Apply by {formatDate(job.application_deadline, locale)}</Trans> : <Trans>Open until filled</Trans>}
          </li>
        </ul>
        <p className={card.cardText}>{excerpt(pickLang(locale, job.description_ar, job.description_en), EXCERPT_LENGTHS.jobs)}</p>
        <div className={card.cardActions}>
          <button type="button" className={button.secondary} onClick={() => setOpen(job)} aria-label={t`Details: ${title}`}>
            <Trans>Details</Trans>
          </button>
          {applyLink(job, title)}
        </div>
      </article>
    )
  }

  return (
    <PublicListPage
      name="jobs"
      title={<Trans>Jobs</Trans>}
      lead={<Trans>Orthopedic positions, fellowships and locum posts across the Kingdom.</Trans>}
      featuredLoading={featured.isLoading}
      featured={
        featured.data && featured.data.items.length > 0 ? (
          <section aria-labelledby="featured-jobs">
            <h2 id="featured-jobs" className={card.sectionTitle}>
              <Trans>Featured jobs</Trans>
            </h2>
            <div className={css.featuredGrid}>{featured.data.items.map((job) => jobCard(job, 'h3'))}</div>
          </section>
        ) : null
      }
      toolbar={{
        search: search.search,
        onSearchChange: onSearch,
        label: t`Search jobs`,
        placeholder: t`Search jobs…`,
        inline: (
          <>
            <Select
              label={t`Location`}
              value={search.location}
              allLabel={t`All locations`}
              options={JOB_LOCATIONS.map((value) => ({ value, label: label(JOB_LOCATION_LABELS, value) }))}
              onChange={(location) => update({ location })}
            />
            <Select
              label={t`Category`}
              value={search.category}
              allLabel={t`All categories`}
              options={JOB_CATEGORIES.map((value) => ({ value, label: label(JOB_CATEGORY_LABELS, value) }))}
              onChange={(category) => update({ category })}
            />
            <Select
              label={t`Job type`}
              value={search.job_type}
              allLabel={t`All types`}
              options={JOB_TYPES.map((value) => ({ value, label: label(JOB_TYPE_LABELS, value) }))}
              onChange={(job_type) => update({ job_type })}
            />
            <Select
              label={t`Experience`}
              value={search.experience_level}
              allLabel={t`All levels`}
              options={JOB_EXPERIENCE_LEVELS.map((value) => ({ value, label: label(JOB_EXPERIENCE_LABELS, value) }))}
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
      onClearFilters={() => onSearchChange({ page: 1, search: '', ...(search.sort ? { sort: search.sort } : {}) })}
      labels={{ failed: t`Failed to load jobs`, none: t`No jobs available` }}
      renderItem={(job) => jobCard(job, 'h2')}
    >
      <SaveableItemDialog
        target={open ? { kind: 'job', item: open } : null}
        onClose={() => setOpen(null)}
        locale={locale}
        action={(title) => (open ? applyLink(open, title) : null)}
        freshness={{ updatedAt: list.updatedAt, offline: list.offline, label: updatedLabel }}
        rows={
          open
            ? [
                { term: <Trans>Employer</Trans>, value: open.employer },
                { term: <Trans>Location</Trans>, value: label(JOB_LOCATION_LABELS, open.location) },
                { term: <Trans>Job type</Trans>, value: label(JOB_TYPE_LABELS, open.job_type) },
                { term: <Trans>Experience</Trans>, value: label(JOB_EXPERIENCE_LABELS, open.experience_level) },
                { term: <Trans>Salary</Trans>, value: formatSalary(open.salary_min, open.salary_max, open.currency, locale) ?? '—' },
                { term: <Trans>Deadline</Trans>, value: open.application_deadline ? formatDate(open.application_deadline, locale, { dateStyle: 'long' }) : t`Open until filled` },
              ]
            : []
        }
      >
        {open && requirementLines(open.requirements).length > 0 ? (
          <>
            <h3 className={css.requirementsTitle}>
              <Trans>Requirements</Trans>
            </h3>
            <ul className={css.checklist}>
              {requirementLines(open.requirements).map((line) => (
                <li key={line} className={css.checkItem}>
                  <span aria-hidden="true" className={css.check}>
                    ✓
                  </span>
                  {line}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </SaveableItemDialog>
    </PublicListPage>
  )
}

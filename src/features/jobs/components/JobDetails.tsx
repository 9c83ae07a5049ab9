import { referenceLabel, type ReferenceKind } from '@contract/reference-data'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { jobQueries } from '../api/job-queries'
import { ApplyLink } from './ApplyLink'
import { JobRequirements } from './JobRequirements'
import { formatDate, formatSalary, pickLang } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { useItemDetail } from '@/lib/offline/offline-results'
import { Markdown } from '@/lib/format/markdown'
import { BilingualText } from '@/ui/text/BilingualText'
import { DetailList } from '@/ui/items/DetailList'
import { prose } from '@/ui/primitives/prose.css'
import { ReferenceText } from '@/ui/text/ReferenceText'
import { SaveForOffline } from '@/ui/lists/SaveForOffline'
import { ItemDetails } from '@/ui/items/ItemPage'
import { itemLink, ShareButton } from '@/ui/primitives/ShareButton'
import { textLangProps } from '@/lib/format/bilingual'

/** A job at its own address (/jobs/{id}): over the jobs list when opened from it, else a page of its own; the facts, description and requirements; Share, Save for offline, Apply. */
export function JobDetails({
  id,
  overList,
  onClose,
}: {
  id: number
  overList: boolean
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const client = useQueryClient()
  // Below the dialog's h2 title, or the page's h1.
  const headingOffset = overList ? 2 : 1
  const RequirementsHeading = overList ? 'h3' : 'h2'
  const detail = useItemDetail(useQuery(jobQueries.detail(id, client)), ['jobs'], id)
  // Locations, types and levels are reference codes, shown in the reader's language.
  const label = (kind: ReferenceKind, value: string) => referenceLabel(kind, value, locale)
  return (
    <ItemDetails
      overList={overList}
      list="/jobs"
      detail={detail}
      onClose={onClose}
      locale={locale}
      title={(job) => pickLang(locale, job.title_ar, job.title_en)}
      titleLang={(job) => textLangProps(locale, job.title_ar, job.title_en).lang}
      footer={(job, title) => (
        <>
          <ShareButton title={title} url={itemLink(`/jobs/${id}`)} />
          <SaveForOffline target={{ kind: 'job', item: job }} title={title} />
          <ApplyLink job={job} title={title} />
        </>
      )}
    >
      {(job) => (
        <>
          <DetailList
            rows={[
              {
                term: <Trans>Employer</Trans>,
                value: <BilingualText ar={job.employer_ar} en={job.employer_en} single={job.employer} />,
              },
              { term: <Trans>Location</Trans>, value: <ReferenceText kind="city" value={job.location} /> },
              { term: <Trans>Job type</Trans>, value: label('job_type', job.job_type) },
              { term: <Trans>Experience</Trans>, value: label('experience_level', job.experience_level) },
              {
                term: <Trans>Salary</Trans>,
                value: formatSalary(job.salary_min, job.salary_max, job.currency, locale) ?? '—',
              },
              {
                term: <Trans>Deadline</Trans>,
                value: job.application_deadline
                  ? formatDate(job.application_deadline, locale, { dateStyle: 'long' })
                  : t`Open until filled`,
              },
            ]}
          />
          <div className={prose} {...textLangProps(locale, job.description_ar, job.description_en)}>
            <Markdown
              source={pickLang(locale, job.description_ar, job.description_en)}
              headingOffset={headingOffset}
            />
          </div>
          <JobRequirements job={job} locale={locale} heading={RequirementsHeading} />
        </>
      )}
    </ItemDetails>
  )
}

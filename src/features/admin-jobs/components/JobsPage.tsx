import { localeOf } from '@/lib/i18n/i18n'
import {
  type AdminJob,
  JOB_CATEGORIES,
  JOB_EXPERIENCE_LEVELS,
  JOB_TYPES,
  type JobCategory,
  type JobExperienceLevel,
  type JobType,
  type JobWrite,
} from '@contract/jobs'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { fromSaudiInput, toSaudiInput } from '@/lib/format/datetime-local'
import { errorMessage } from '@/lib/http/errors'
import { formatDate, formatNumber } from '@/lib/format/format'
import { FormActions, FormError, MarkdownArea } from '@/ui/admin/AdminForm'
import { AdminModal } from '@/ui/admin/AdminModal'
import * as css from '@/ui/admin/admin-page.css'
import { DataTable } from '@/ui/admin/DataTable'
import { AdminEditFlow, AdminListHeading, EditDeleteActions } from '@/ui/admin/AdminEditFlow'
import { ChoiceField, SelectField, TextField } from '@/ui/primitives/Field'
import { LoadState } from '@/ui/admin/LoadState'
import { StatCards } from '@/ui/admin/StatCards'
import { useAdminEditing } from '@/ui/admin/useAdminEditing'
import { useAdminSubmit } from '@/ui/admin/useAdminSubmit'
import { adminJobQueries, createJob, deleteJob, saveJob } from '../api/jobs-queries'
import { adminJobStatus, filterJobs, jobStats, type AdminJobStatus, type JobStatusFilter } from '../model'
import { useReferenceLabels } from '@/lib/i18n/reference-labels'
import { numberOfField, WHOLE_NUMBER_INPUT } from '@/lib/format/typed-number'
import { ReferenceText } from '@/ui/text/ReferenceText'
import { useNow } from '@/lib/format/clock'
import { BilingualText } from '@/ui/text/BilingualText'

const BADGE_TONE = {
  open: 'info',
  active: 'success',
  'closing-soon': 'warning',
  expired: 'danger',
} as const satisfies Record<AdminJobStatus, css.AdminBadgeTone>

/** Jobs: stat cards, search, status and location filters, table, modal, confirmations. */
export function JobsPage({
  creating,
  onCreatingChange,
}: {
  creating: boolean
  onCreatingChange: (open: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const queryClient = useQueryClient()
  const list = useQuery(adminJobQueries.list())
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<JobStatusFilter>('')
  const [location, setLocation] = useState('')
  const now = useNow()
  const all = list.data?.items ?? []
  const rows = filterJobs(all, { search, status, location }, now)
  const stats = jobStats(all, now)
  const filtered = Boolean(search || status || location)
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminJobQueries.all })
  const { editing, deleting, ...crud } = useAdminEditing<AdminJob>({ onCreatingChange, refresh })
  const title = (job: AdminJob) =>
    locale === 'ar' ? job.title_ar || job.title_en : job.title_en || job.title_ar
  const statusLabel: Record<AdminJobStatus, string> = {
    open: t`Open`,
    active: t`Active`,
    'closing-soon': t`Closing Soon`,
    expired: t`Expired`,
  }

  return (
    <section aria-labelledby="jobs-heading">
      <AdminListHeading
        id="jobs-heading"
        title={t`Jobs`}
        addLabel={t`Post job`}
        onAdd={() => onCreatingChange(true)}
      />
      <StatCards
        label={t`Job statistics`}
        items={[
          { label: t`Total jobs`, value: formatNumber(stats.total, locale) },
          { label: t`Active`, value: formatNumber(stats.active, locale) },
          { label: t`Expired`, value: formatNumber(stats.expired, locale) },
          { label: t`Employers`, value: formatNumber(stats.employers, locale) },
        ]}
      />
      <div className={css.toolbar} role="search" aria-label={t`Filter jobs`}>
        <TextField
          label={t`Search`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label={t`Status`}
          value={status}
          onChange={(e) =>
            setStatus(e.target.value as JobStatusFilter /* the options below are the filter's values */)
          }
        >
          <option value="">{t`All statuses`}</option>
          <option value="active">{t`Active`}</option>
          <option value="closing">{t`Closing Soon`}</option>
          <option value="expired">{t`Expired`}</option>
        </SelectField>
        <TextField label={t`Location`} value={location} onChange={(e) => setLocation(e.target.value)} />
      </div>
      <LoadState
        error={list.isError ? errorMessage(list.error, t`Failed to load jobs`) : null}
        onRetry={() => void list.refetch()}
        retryLabel={t`Retry`}
        loading={!list.data}
        loadingLabel={t`Loading…`}
        empty={rows.length > 0 ? null : filtered ? t`No jobs match these filters.` : t`No jobs yet`}
      >
        <DataTable
          caption={t`Jobs`}
          rows={rows}
          rowKey={(job) => job.id}
          columns={[
            {
              key: 'title',
              header: t`Title`,
              cell: (job) =>
                job.apply_url ? (
                  <a href={job.apply_url} target="_blank" rel="noopener noreferrer" dir="auto">
                    {title(job)}
                  </a>
                ) : (
                  <bdi dir="auto">{title(job)}</bdi>
                ),
            },
            {
              key: 'employer',
              header: t`Employer`,
              cell: (job) => <BilingualText ar={job.employer_ar} en={job.employer_en} />,
            },
            {
              key: 'location',
              header: t`Location`,
              cell: (job) => <ReferenceText kind="city" value={job.location} />,
            },
            {
              key: 'deadline',
              header: t`Deadline`,
              cell: (job) => (job.deadline ? formatDate(job.deadline, locale) : t`Open`),
            },
            {
              key: 'status',
              header: t`Status`,
              cell: (job) => {
                const state = adminJobStatus(job.deadline, now)
                return <span className={css.badge[BADGE_TONE[state]]}>{statusLabel[state]}</span>
              },
            },
            {
              key: 'actions',
              header: t`Actions`,
              cell: (job) => <EditDeleteActions item={job} name={title} crud={crud} />,
            },
          ]}
        />
      </LoadState>
      <AdminEditFlow
        creating={creating}
        editing={editing}
        deleting={deleting}
        crud={crud}
        name={title}
        form={(item, onClose, onSaved) => <JobForm job={item} onClose={onClose} onSaved={onSaved} />}
        texts={{
          saved: t`Job saved`,
          created: t`Job created`,
          deleteTitle: t`Delete job`,
          deleted: t`Job deleted`,
        }}
        remove={(item) => deleteJob(item.id)}
        deleteFailed={(error: unknown) => errorMessage(error, t`Failed to delete job`)}
      />
    </section>
  )
}

interface JobForm {
  title_ar: string
  title_en: string
  employer_ar: string
  employer_en: string
  location: string
  deadline: string
  apply_url: string
  body_md_ar: string
  body_md_en: string
  job_type: JobType
  experience_level: JobExperienceLevel
  category: JobCategory
  salary_min: string
  salary_max: string
  requirements_ar: string
  requirements_en: string
  featured: boolean
}

function JobForm({
  job,
  onClose,
  onSaved,
}: {
  job: AdminJob | null
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useLingui()
  const { label } = useReferenceLabels()
  const [form, setForm] = useState<JobForm>({
    title_ar: job?.title_ar ?? '',
    title_en: job?.title_en ?? '',
    employer_ar: job?.employer_ar ?? '',
    employer_en: job?.employer_en ?? '',
    // A city code is edited as its label in the reader's language (the server reads either back as the code).
    location: job ? label('city', job.location) : '',
    deadline: toSaudiInput(job?.deadline),
    apply_url: job?.apply_url ?? '',
    body_md_ar: job?.body_md_ar ?? '',
    body_md_en: job?.body_md_en ?? '',
    job_type: (job?.job_type as JobType | undefined) ?? 'full-time', // the server stores only the picklist's members (its write schema checks them)
    experience_level: (job?.experience_level as JobExperienceLevel | undefined) ?? 'mid', // the server stores only the picklist's members (its write schema checks them)
    category: (job?.category as JobCategory | undefined) ?? 'clinical', // the server stores only the picklist's members (its write schema checks them)
    salary_min: job?.salary_min?.toString() ?? '',
    salary_max: job?.salary_max?.toString() ?? '',
    requirements_ar: job?.requirements_ar ?? '',
    requirements_en: job?.requirements_en ?? '',
    featured: job?.featured ?? false,
  })
  const set = (change: Partial<JobForm>) => setForm({ ...form, ...change })
  const payload = (): JobWrite => ({
    ...form,
    deadline: fromSaudiInput(form.deadline),
    apply_url: form.apply_url || null,
    salary_min: numberOfField(form.salary_min),
    salary_max: numberOfField(form.salary_max),
  })
  const area = (
    label: string,
    key: 'body_md_ar' | 'body_md_en' | 'requirements_ar' | 'requirements_en',
    lang: 'ar' | 'en',
  ) => (
    <MarkdownArea
      label={label}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      lang={lang}
      value={form[key]}
      onChange={(value) => set({ [key]: value })}
    />
  )
  const { error, busy, submit } = useAdminSubmit({
    save: () => (job ? saveJob(job.id, payload()) : createJob(payload())),
    onSaved,
    failed: (error) => errorMessage(error, t`Failed to save job`),
  })
  return (
    <AdminModal title={job ? t`Edit job` : t`Post job`} onClose={onClose}>
      <form onSubmit={submit}>
        <FormError error={error} />
        <TextField
          label={t`Title (Arabic)`}
          dir="rtl"
          lang="ar"
          value={form.title_ar}
          onChange={(e) => set({ title_ar: e.target.value })}
        />
        <TextField
          label={t`Title (English)`}
          dir="ltr"
          lang="en"
          value={form.title_en}
          onChange={(e) => set({ title_en: e.target.value })}
        />
        <div className={css.grid}>
          <TextField
            label={t`Employer (Arabic)`}
            dir="rtl"
            lang="ar"
            value={form.employer_ar}
            onChange={(e) => set({ employer_ar: e.target.value })}
          />
          <TextField
            label={t`Employer (English)`}
            dir="ltr"
            lang="en"
            value={form.employer_en}
            onChange={(e) => set({ employer_en: e.target.value })}
          />
          <TextField
            label={t`Location`}
            value={form.location}
            onChange={(e) => set({ location: e.target.value })}
          />
          <TextField
            label={t`Deadline (Saudi time)`}
            type="datetime-local"
            value={form.deadline}
            onChange={(e) => set({ deadline: e.target.value })}
          />
          <TextField
            label={t`Application URL`}
            type="url"
            dir="ltr"
            value={form.apply_url}
            onChange={(e) => set({ apply_url: e.target.value })}
          />
          <ChoiceField
            label={t`Job type`}
            value={form.job_type}
            choices={JOB_TYPES}
            labelOf={(value) => label('job_type', value)}
            onChange={(job_type) => set({ job_type })}
          />
          <ChoiceField
            label={t`Experience`}
            value={form.experience_level}
            choices={JOB_EXPERIENCE_LEVELS}
            labelOf={(value) => label('experience_level', value)}
            onChange={(experience_level) => set({ experience_level })}
          />
          <ChoiceField
            label={t`Category`}
            value={form.category}
            choices={JOB_CATEGORIES}
            labelOf={(value) => label('job_category', value)}
            onChange={(category) => set({ category })}
          />
          <TextField
            label={t`Minimum salary (SAR)`}
            {...WHOLE_NUMBER_INPUT}
            value={form.salary_min}
            onChange={(e) => set({ salary_min: e.target.value })}
          />
          <TextField
            label={t`Maximum salary (SAR)`}
            {...WHOLE_NUMBER_INPUT}
            value={form.salary_max}
            onChange={(e) => set({ salary_max: e.target.value })}
          />
        </div>
        <label>
          <input
            type="checkbox"
            checked={form.featured}
            onChange={(e) => set({ featured: e.target.checked })}
          />{' '}
          {t`Featured`}
        </label>
        {area(t`Description (Arabic, markdown)`, 'body_md_ar', 'ar')}
        {area(t`Description (English, markdown)`, 'body_md_en', 'en')}
        <div className={css.grid}>
          {area(t`Requirements in Arabic (one per line)`, 'requirements_ar', 'ar')}
          {area(t`Requirements in English (one per line)`, 'requirements_en', 'en')}
        </div>
        <FormActions cancelLabel={t`Cancel`} saveLabel={t`Save`} busy={busy} onCancel={onClose} />
      </form>
    </AdminModal>
  )
}

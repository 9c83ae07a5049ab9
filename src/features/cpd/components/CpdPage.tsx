import type { Locale } from '@contract/constants'
import {
  CPD_ACTIVITY_TYPES,
  CPD_CLASSIFICATIONS,
  CPD_CYCLE_YEARS,
  type CpdActivity,
  type CpdActivityType,
  type CpdClassification,
  type CpdCycleYears,
  type CpdExternalActivity,
  type CpdLicence,
  type CpdRecord,
} from '@contract/cpd'
import { isOneOf } from '@contract/narrow'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import {
  activityFile,
  addActivity,
  CPD_ENTITY,
  cpdQueries,
  dataUrlToBlob,
  deleteActivity,
  editActivity,
  requestTranscript,
  saveLicence,
  uploadCpdFile,
} from '../api/cpd-queries'
import { daysLeft, hoursByMonth, hoursByType } from '../model'
import { CPD_ACTIVITY_ADD, FILE_MISSING, parseQueuedActivity, queueActivity } from '../offline-activities'
import * as css from './cpd.css'
import { useNow } from '@/lib/format/clock'
import { formatDate, formatNumber, pickLang, riyadhDay } from '@/lib/format/format'
import { isLocale } from '@/lib/i18n/i18n'
import { OfflineError } from '@/lib/http/api-client'
import { handOverFile } from '@/lib/offline/offline-actions'
import { discard, useOutbox } from '@/lib/offline/outbox'
import { useOnlineStatus } from '@/lib/offline/online'
import { button } from '@/ui/primitives/button.css'
import { ConfirmDialog } from '@/ui/dialogs/ConfirmDialog'
import { EmptyState } from '@/ui/lists/EmptyState'
import { FileField, SelectField, TextField } from '@/ui/primitives/Field'
import { Icon } from '@/ui/primitives/Icon'
import * as verification from '@/ui/items/verification.css'
import { textLangProps } from '@/lib/format/bilingual'

const CLASSIFICATION_LABELS: Record<CpdClassification, MessageDescriptor> = {
  consultant: msg`Consultant`,
  specialist: msg`Specialist`,
  resident: msg`Resident in a postgraduate training programme`,
  other: msg`Other classification`,
}
const YEARS_LABELS: Record<CpdCycleYears, MessageDescriptor> = {
  1: msg`One year`,
  3: msg`Three years`,
  5: msg`Five years`,
}
const ACTIVITY_TYPE_LABELS: Record<CpdActivityType, MessageDescriptor> = {
  conference: msg`Conference`,
  workshop: msg`Workshop`,
  course: msg`Course`,
  online: msg`Online activity`,
  publication: msg`Publication`,
  other: msg`Other activity`,
}

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback

/**
 * /cpd: the member's CPD record — the licence and its cycle, the hours earned against the
 * requirement, and the activities of the current or previous cycle (the portal's certificates
 * and the external ones the member adds, edits and deletes).
 */
export function CpdPage() {
  const { t, i18n } = useLingui()
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'ar'
  const [cycle, setCycle] = useState<'current' | 'previous'>('current')
  const record = useQuery(cpdQueries.record(cycle))
  return (
    <section className={css.page} aria-labelledby="cpd-heading">
      <div>
        <h1 id="cpd-heading" className={css.title}>
          <Trans>My CPD</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>Your continuing professional development hours against your SCFHS licence cycle.</Trans>
        </p>
      </div>
      {record.data ? (
        <>
          <Progress record={record.data} locale={locale} />
          {record.data.cycle ? <Transcript record={record.data} cycle={cycle} locale={locale} /> : null}
          <LicenceForm licence={record.data.licence} />
          <section className={css.section} aria-labelledby="cpd-activities-heading">
            <h2 id="cpd-activities-heading" className={css.heading}>
              <Trans>Activities</Trans>
            </h2>
            {record.data.licence ? (
              <div className={css.actions} role="group" aria-label={t`Cycle`}>
                <button
                  type="button"
                  className={cycle === 'current' ? button.primary : button.secondary}
                  aria-pressed={cycle === 'current'}
                  onClick={() => setCycle('current')}
                >
                  <Trans>Current cycle</Trans>
                </button>
                <button
                  type="button"
                  className={cycle === 'previous' ? button.primary : button.secondary}
                  aria-pressed={cycle === 'previous'}
                  onClick={() => setCycle('previous')}
                >
                  <Trans>Previous cycle</Trans>
                </button>
              </div>
            ) : null}
            <PendingActivities locale={locale} />
            <ActivityList activities={record.data.activities} locale={locale} />
            <ActivityForm key="new" />
          </section>
        </>
      ) : record.isError ? (
        <EmptyState
          tone="error"
          title={t`The record could not be loaded.`}
          description={errorText(record.error, '')}
        />
      ) : (
        <p className={css.lead} role="status">
          <Trans>Loading your record…</Trans>
        </p>
      )}
    </section>
  )
}

/** The chart's own units: it scales to its box as a whole, so its text keeps its shape. */
const CHART = { width: 320, row: 34, barTop: 18, bar: 10, valueRoom: 44 } as const

/**
 * Hours by activity type as labelled bars, read from the reader's side (right in Arabic); the
 * table beside it says the same to screen readers, so the picture is one image named by it.
 */
function TypeChart({
  rows,
  max,
  locale,
  label,
}: {
  rows: readonly { type: CpdActivityType; hours: number }[]
  max: number
  locale: Locale
  label: (type: CpdActivityType) => string
}) {
  const rtl = locale === 'ar'
  const direction = rtl ? 'rtl' : 'ltr'
  // x from the reader's starting edge, whichever side it is.
  const at = (x: number) => (rtl ? CHART.width - x : x)
  return (
    <svg
      className={css.chart}
      viewBox={`0 0 ${CHART.width} ${rows.length * CHART.row}`}
      role="img"
      aria-labelledby="cpd-type-table-caption"
    >
      {rows.map((row, i) => {
        const width = Math.max(2, (row.hours / max) * (CHART.width - CHART.valueRoom))
        const top = i * CHART.row
        return (
          <g key={row.type}>
            <text x={at(0)} y={top + 13} direction={direction} textAnchor="start" className={css.chartLabel}>
              {label(row.type)}
            </text>
            <rect
              x={rtl ? CHART.width - width : 0}
              y={top + CHART.barTop}
              height={CHART.bar}
              width={width}
              rx={2}
              className={css.barFill}
            />
            <text
              x={at(width + 6)}
              y={top + CHART.barTop + CHART.bar - 1}
              direction={direction}
              textAnchor="start"
              className={css.chartValue}
            >
              {formatNumber(row.hours, locale, { maximumFractionDigits: 2 })}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

function Progress({ record, locale }: { record: CpdRecord; locale: Locale }) {
  const { t, i18n } = useLingui()
  const today = riyadhDay(useNow())
  const { cycle } = record
  if (!cycle) {
    return (
      <p className={css.notice}>
        <Trans>Set your licence to see how many hours you still need.</Trans>
      </p>
    )
  }
  const byType = hoursByType(record.activities)
  const byMonth = hoursByMonth(record.activities)
  const hours = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 })
  const max = Math.max(1, ...byType.map((row) => row.hours))
  return (
    <section className={css.section} aria-labelledby="cpd-progress-heading">
      <h2 id="cpd-progress-heading" className={css.heading}>
        <Trans>Progress</Trans>
      </h2>
      <p className={css.meta}>
        {formatDate(cycle.start, locale)} – {formatDate(cycle.end, locale)}
      </p>
      <dl className={css.totals}>
        <div>
          <dt>{t`Hours earned`}</dt>
          <dd>{hours(cycle.earned_hours)}</dd>
        </div>
        <div>
          <dt>{t`Hours required`}</dt>
          <dd>{cycle.required_hours === null ? '—' : hours(cycle.required_hours)}</dd>
        </div>
        <div>
          <dt>{t`Hours still needed`}</dt>
          <dd>{cycle.remaining_hours === null ? '—' : hours(cycle.remaining_hours)}</dd>
        </div>
        {cycle.which === 'current' ? (
          <div>
            <dt>{t`Days left`}</dt>
            <dd>{formatNumber(daysLeft(today, cycle.end), locale)}</dd>
          </div>
        ) : null}
      </dl>
      {cycle.required_hours !== null && cycle.required_hours > 0 ? (
        <progress
          className={css.bar}
          max={cycle.required_hours}
          value={Math.min(cycle.earned_hours, cycle.required_hours)}
          aria-label={t`Hours earned against the requirement`}
        />
      ) : null}
      {byType.length > 0 ? (
        <div>
          {/* The chart's visible title; screen readers hear the table's caption instead. */}
          <p className={css.chartTitle} aria-hidden="true">
            {t`Hours by activity type`}
          </p>
          <TypeChart
            rows={byType}
            max={max}
            locale={locale}
            label={(type) => i18n._(ACTIVITY_TYPE_LABELS[type])}
          />
          <table className="visually-hidden">
            <caption id="cpd-type-table-caption">{t`Hours by activity type`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Activity type`}</th>
                <th scope="col">{t`Hours`}</th>
              </tr>
            </thead>
            <tbody>
              {byType.map((row) => (
                <tr key={row.type}>
                  <th scope="row">{i18n._(ACTIVITY_TYPE_LABELS[row.type])}</th>
                  <td>{hours(row.hours)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {byMonth.length > 0 ? (
        <table className={css.table}>
          <caption>{t`Hours by month`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Month`}</th>
              <th scope="col">{t`Hours`}</th>
            </tr>
          </thead>
          <tbody>
            {byMonth.map((row) => (
              <tr key={row.month}>
                <th scope="row">
                  {formatDate(`${row.month}-01`, locale, { month: 'long', year: 'numeric' })}
                </th>
                <td>{hours(row.hours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}

/**
 * The transcript of the cycle shown: issued (or the same one again when nothing changed) and
 * downloaded on request; the last one's PDF is kept with the record, so it opens offline.
 */
function Transcript({
  record,
  cycle,
  locale,
}: {
  record: CpdRecord
  cycle: 'current' | 'previous'
  locale: Locale
}) {
  const { t } = useLingui()
  const online = useOnlineStatus()
  const queryClient = useQueryClient()
  const refresh = useRefresh()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const last = record.last_transcript
  async function download() {
    setBusy(true)
    setFailure('')
    try {
      const transcript = online ? await requestTranscript(cycle) : last
      if (!transcript) return
      const pdf = await queryClient.fetchQuery(cpdQueries.transcriptPdf(transcript))
      handOverFile({ blob: dataUrlToBlob(pdf), name: `cpd-transcript-${transcript.code}.pdf` }, false)
      if (transcript.code !== last?.code) await refresh()
    } catch (error) {
      setFailure(errorText(error, t`The transcript could not be downloaded.`))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className={css.section} aria-labelledby="cpd-transcript-heading">
      <h2 id="cpd-transcript-heading" className={css.heading}>
        <Trans>Transcript</Trans>
      </h2>
      <p className={css.meta}>
        <Trans>
          A PDF of this cycle in Arabic and English, with every activity, the totals and a code anyone can
          check.
        </Trans>
      </p>
      {last ? (
        <p className={css.meta}>
          <Trans>
            Last transcript: <bdi className={verification.code}>{last.code}</bdi>, issued on{' '}
            {formatDate(last.issued_at, locale)}.
          </Trans>{' '}
          <Link to="/cpd/verify/$code" params={{ code: last.code }}>
            <Trans>Check it as others will</Trans>
          </Link>
        </p>
      ) : null}
      <div className={css.actions}>
        <button
          type="button"
          className={button.primary}
          disabled={busy || (!online && !last)}
          onClick={() => void download()}
        >
          <Icon name="download" />
          {online ? (
            <Trans>Download the transcript (PDF)</Trans>
          ) : (
            <Trans>Open the last transcript (PDF)</Trans>
          )}
        </button>
      </div>
      {!online && !last ? (
        <p className={css.meta}>
          <Trans>Connect to the internet to issue a transcript.</Trans>
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className={css.error}>
          {failure}
        </p>
      ) : null}
    </section>
  )
}

function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: [CPD_ENTITY] })
}

function LicenceForm({ licence }: { licence: CpdLicence | null }) {
  const { t, i18n } = useLingui()
  const refresh = useRefresh()
  const [classification, setClassification] = useState<CpdClassification>(
    licence?.classification ?? 'consultant',
  )
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    const years = Number(text('cycle_years'))
    setBusy(true)
    setStatus(null)
    try {
      await saveLicence({
        classification,
        registration_number: text('registration_number') || null,
        cycle_years: isOneOf(CPD_CYCLE_YEARS, years) ? years : 5,
        cycle_end: text('cycle_end'),
        cycle_start: text('cycle_start') || null,
        required_hours: classification === 'other' && text('required_hours') ? text('required_hours') : null,
      })
      await refresh()
      setStatus({ ok: true, text: t`Licence saved.` })
    } catch (error) {
      setStatus({ ok: false, text: errorText(error, t`The licence could not be saved.`) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className={css.form} onSubmit={(event) => void submit(event)} aria-labelledby="cpd-licence-heading">
      <h2 id="cpd-licence-heading" className={css.heading}>
        <Trans>Licence</Trans>
      </h2>
      <SelectField
        label={t`Professional classification`}
        name="classification"
        value={classification}
        onChange={(event) =>
          isOneOf(CPD_CLASSIFICATIONS, event.target.value) && setClassification(event.target.value)
        }
      >
        {CPD_CLASSIFICATIONS.map((value) => (
          <option key={value} value={value}>
            {i18n._(CLASSIFICATION_LABELS[value])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`SCFHS registration number (optional)`}
        name="registration_number"
        defaultValue={licence?.registration_number ?? ''}
        autoComplete="off"
        dir="auto"
      />
      <SelectField
        label={t`Cycle length`}
        name="cycle_years"
        defaultValue={String(licence?.cycle_years ?? 5)}
      >
        {CPD_CYCLE_YEARS.map((value) => (
          <option key={value} value={value}>
            {i18n._(YEARS_LABELS[value])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Cycle ends (renewal date)`}
        name="cycle_end"
        type="date"
        required
        defaultValue={licence?.cycle_end ?? ''}
      />
      <TextField
        label={t`Cycle starts`}
        hint={t`Leave empty to count back from the end by the cycle length.`}
        name="cycle_start"
        type="date"
        defaultValue={licence?.cycle_start ?? ''}
      />
      {classification === 'other' ? (
        <TextField
          label={t`Required hours`}
          name="required_hours"
          inputMode="decimal"
          defaultValue={licence?.required_hours ?? ''}
        />
      ) : classification === 'resident' ? (
        <p className={css.meta}>
          <Trans>Residents in a postgraduate training programme are exempt from the required hours.</Trans>
        </p>
      ) : (
        <p className={css.meta}>
          <Trans>Physicians need 30, 90 or 150 hours for a 1, 3 or 5-year cycle (SCFHS).</Trans>
        </p>
      )}
      <div className={css.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          <Trans>Save licence</Trans>
        </button>
      </div>
      <FormStatus status={status} />
    </form>
  )
}

function ActivityList({ activities, locale }: { activities: readonly CpdActivity[]; locale: Locale }) {
  const { t, i18n } = useLingui()
  const refresh = useRefresh()
  const [editing, setEditing] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<CpdExternalActivity | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  if (activities.length === 0) return <p className={css.meta}>{t`No activities in this cycle yet.`}</p>
  async function remove(activity: CpdExternalActivity) {
    setBusy(true)
    setFailure('')
    try {
      await deleteActivity(activity.id)
      await refresh()
      setDeleting(null)
    } catch (error) {
      setFailure(errorText(error, t`The activity could not be deleted.`))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <ul className={css.list}>
        {activities.map((activity) => (
          <li
            key={activity.source === 'portal' ? activity.certificate_code : activity.id}
            className={css.card}
          >
            <h3
              className={css.cardTitle}
              {...(activity.source === 'portal'
                ? textLangProps(locale, activity.title_ar, activity.title_en)
                : { dir: 'auto' })}
            >
              {activity.source === 'portal'
                ? pickLang(locale, activity.title_ar, activity.title_en)
                : activity.title}
            </h3>
            <p className={css.meta}>
              {formatDate(activity.date, locale)} · {i18n._(ACTIVITY_TYPE_LABELS[activity.activity_type])} ·{' '}
              {t`Hours`}: {formatNumber(activity.hours, locale, { maximumFractionDigits: 2 })}
            </p>
            <p className={css.meta}>
              <bdi>{activity.source === 'portal' ? t`Society certificate` : activity.provider}</bdi>
              {activity.accreditation_number ? (
                <>
                  {` · ${t`Accreditation number`}: `}
                  <bdi>{activity.accreditation_number}</bdi>
                </>
              ) : null}
            </p>
            {activity.source === 'external' && activity.file ? (
              <FileDownload activityId={activity.id} file={activity.file} locale={locale} />
            ) : null}
            {activity.duplicate ? (
              <p className={css.error}>
                <Trans>
                  Duplicate: an earlier entry has the same accreditation number and date, so it is not
                  counted.
                </Trans>
              </p>
            ) : null}
            {activity.source === 'external' ? (
              editing === activity.id ? (
                <ActivityForm activity={activity} onDone={() => setEditing(null)} />
              ) : (
                <div className={css.actions}>
                  <button type="button" className={button.secondary} onClick={() => setEditing(activity.id)}>
                    <Trans>Edit</Trans>
                  </button>
                  <button type="button" className={button.ghost} onClick={() => setDeleting(activity)}>
                    <Trans>Delete</Trans>
                  </button>
                </div>
              )
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this activity?`}
        message={failure || t`The activity and its certificate file will be deleted.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        danger
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}

function ActivityForm({ activity, onDone }: { activity?: CpdExternalActivity; onDone?: () => void }) {
  const { t, i18n } = useLingui()
  const refresh = useRefresh()
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const element = event.currentTarget
    const form = new FormData(element)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    const type = text('activity_type')
    const chosen = form.get('file')
    const chosenFile = chosen instanceof File && chosen.size > 0 ? chosen : null
    const fields = {
      title: text('title'),
      provider: text('provider'),
      accreditation_number: text('accreditation_number'),
      activity_type: isOneOf(CPD_ACTIVITY_TYPES, type) ? type : 'other',
      date: text('date'),
      hours: text('hours'),
      distinct: form.get('distinct') === 'on',
    }
    // A new activity added without a connection waits on this device and is sent once it is back.
    const waitOffline = async () => {
      await queueActivity(fields, chosenFile)
      element.reset()
      setStatus({ ok: true, text: t`Waiting to send` })
    }
    setBusy(true)
    setStatus(null)
    try {
      if (!activity && !navigator.onLine) {
        await waitOffline()
        return
      }
      const file = chosenFile ? await uploadCpdFile(chosenFile) : null
      const body = { ...fields, file_id: file ? file.id : (activity?.file?.id ?? null) }
      if (activity) await editActivity(activity.id, body)
      else await addActivity(body)
      await refresh()
      if (!activity) element.reset()
      setStatus({ ok: true, text: t`Activity saved.` })
      onDone?.()
    } catch (error) {
      if (!activity && error instanceof OfflineError) await waitOffline()
      else setStatus({ ok: false, text: errorText(error, t`The activity could not be saved.`) })
    } finally {
      setBusy(false)
    }
  }
  const prefix = activity ? `cpd-edit-${activity.id}` : 'cpd-new'
  return (
    <form className={css.form} onSubmit={(event) => void submit(event)} aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`} className={css.cardTitle}>
        {activity ? <Trans>Edit the activity</Trans> : <Trans>Add an external activity</Trans>}
      </h3>
      <TextField
        label={t`Title`}
        name="title"
        required
        maxLength={300}
        defaultValue={activity?.title ?? ''}
      />
      <TextField
        label={t`Provider`}
        name="provider"
        maxLength={200}
        defaultValue={activity?.provider ?? ''}
      />
      <TextField
        label={t`Accreditation number`}
        name="accreditation_number"
        maxLength={60}
        defaultValue={activity?.accreditation_number ?? ''}
        autoComplete="off"
        dir="auto"
      />
      <SelectField
        label={t`Activity type`}
        name="activity_type"
        defaultValue={activity?.activity_type ?? 'course'}
      >
        {CPD_ACTIVITY_TYPES.map((value) => (
          <option key={value} value={value}>
            {i18n._(ACTIVITY_TYPE_LABELS[value])}
          </option>
        ))}
      </SelectField>
      <TextField label={t`Date`} name="date" type="date" required defaultValue={activity?.date ?? ''} />
      <TextField
        label={t`Hours`}
        hint={t`0.25 to 100, in quarter hours.`}
        name="hours"
        inputMode="decimal"
        required
        defaultValue={activity?.hours ?? ''}
      />
      <FileField
        label={t`Certificate file`}
        hint={t`PDF, JPEG, PNG or WebP, at most 10 MB.`}
        name="file"
        accept="application/pdf,image/jpeg,image/png,image/webp"
      />
      {activity?.duplicate || activity?.distinct ? (
        <label className={css.check}>
          <input type="checkbox" name="distinct" defaultChecked={activity.distinct} />{' '}
          <Trans>This is a different activity</Trans>
        </label>
      ) : null}
      <div className={css.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {activity ? <Trans>Save activity</Trans> : <Trans>Add activity</Trans>}
        </button>
        {onDone ? (
          <button type="button" className={button.ghost} onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
        ) : null}
      </div>
      <FormStatus status={status} />
    </form>
  )
}

/** Activities added offline, waiting on this device; one the server refused says why and can be discarded. */
function PendingActivities({ locale }: { locale: Locale }) {
  const { t } = useLingui()
  const entries = useOutbox(CPD_ACTIVITY_ADD)
  if (entries.length === 0) return null
  return (
    <ul className={css.list} aria-label={t`Waiting to send`}>
      {entries.map((entry) => {
        const { activity, fileName } = parseQueuedActivity(entry)
        return (
          <li key={entry.id} className={css.pending}>
            <h3 className={css.cardTitle}>{activity.title}</h3>
            <p className={css.meta}>
              {activity.date ? formatDate(activity.date, locale) : ''} · {t`Hours`}: {String(activity.hours)}
              {fileName ? (
                <>
                  {' '}
                  · <bdi>{fileName}</bdi>
                </>
              ) : null}
            </p>
            {entry.state === 'conflict' ? (
              <>
                <p role="alert" className={css.error}>
                  {entry.lastError === FILE_MISSING
                    ? t`The certificate file is no longer on this device. Add the activity again.`
                    : entry.lastError}
                </p>
                <div className={css.actions}>
                  <button type="button" className={button.ghost} onClick={() => void discard(entry.id)}>
                    <Trans>Discard</Trans>
                  </button>
                </div>
              </>
            ) : (
              <p className={css.meta}>
                <Trans>Waiting to send: it is sent as soon as the connection is back.</Trans>
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** The certificate file of an external activity, fetched with the member's session and handed to the browser. */
function FileDownload({
  activityId,
  file,
  locale,
}: {
  activityId: number
  file: NonNullable<CpdExternalActivity['file']>
  locale: Locale
}) {
  const { t } = useLingui()
  const online = useOnlineStatus()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  async function download() {
    setBusy(true)
    setFailure('')
    try {
      handOverFile({ blob: await activityFile(activityId), name: file.name }, false)
    } catch (error) {
      setFailure(errorText(error, t`The file could not be downloaded.`))
    } finally {
      setBusy(false)
    }
  }
  const size = formatNumber(Math.max(0.1, file.size / (1024 * 1024)), locale, { maximumFractionDigits: 1 })
  return (
    <div className={css.actions}>
      <button
        type="button"
        className={button.secondary}
        disabled={busy || !online}
        onClick={() => void download()}
      >
        <Icon name="download" />
        <Trans>Download the certificate file</Trans>
      </button>
      <span className={css.meta}>
        <bdi>{file.name}</bdi> · <Trans>{size} MB</Trans>
      </span>
      {failure ? (
        <p role="alert" className={css.error}>
          {failure}
        </p>
      ) : null}
    </div>
  )
}

/** What the last submit of a form did: a polite status when saved, an alert when refused. */
function FormStatus({ status }: { status: { ok: boolean; text: string } | null }) {
  if (!status) return null
  return (
    <p role={status.ok ? 'status' : 'alert'} className={status.ok ? css.meta : css.error}>
      {status.text}
    </p>
  )
}

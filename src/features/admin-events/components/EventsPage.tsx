import { localeOf } from '@/lib/i18n/i18n'
import { type AdminEvent, EVENT_STORED_STATUSES, EVENT_TYPES, type EventWrite } from '@contract/events'
import { REGISTRATION_MODES, type RegistrationMode } from '@contract/registrations'
import { EVENT_PLACE_ENTRIES, entryIn, labelIn } from '@contract/reference-data'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { fromSaudiInput, toSaudiInput } from '@/lib/format/datetime-local'
import { errorMessage } from '@/lib/http/errors'
import { formatDate, formatNumber, pickLang } from '@/lib/format/format'
import {
  FormActions,
  FormError,
  MarkdownArea,
  UploadField,
  UploadProgress,
  useUpload,
} from '@/ui/admin/AdminForm'
import { AdminModal } from '@/ui/admin/AdminModal'
import * as css from '@/ui/admin/admin-page.css'
import { DataTable } from '@/ui/admin/DataTable'
import { AdminEditFlow, AdminListHeading, EditDeleteActions } from '@/ui/admin/AdminEditFlow'
import { ChoiceField, SelectField, TextField } from '@/ui/primitives/Field'
import { LoadState } from '@/ui/admin/LoadState'
import { StatCards } from '@/ui/admin/StatCards'
import { useAdminEditing } from '@/ui/admin/useAdminEditing'
import { useAdminSubmit } from '@/ui/admin/useAdminSubmit'
import {
  adminEventQueries,
  createEvent,
  deleteEvent,
  saveEvent,
  uploadEventImage,
} from '../api/events-queries'
import { eventBadge, eventStats, filterEvents, type EventBadge } from '../model'
import { useReferenceLabels } from '@/lib/i18n/reference-labels'
import { numberOfField, WHOLE_NUMBER_INPUT } from '@/lib/format/typed-number'
import { PlaceName } from '@/ui/text/PlaceName'
import { useNow } from '@/lib/format/clock'

type EventType = (typeof EVENT_TYPES)[number]
type EventStatus = (typeof EVENT_STORED_STATUSES)[number]
const BADGE_TONE = {
  draft: 'warning',
  published: 'success',
  completed: 'info',
  cancelled: 'danger',
  unknown: 'neutral',
} as const satisfies Record<EventBadge, css.AdminBadgeTone>

function useLabels() {
  const { t } = useLingui()
  const status: Record<EventBadge, string> = {
    draft: t`Draft`,
    published: t`Published`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
    unknown: t`Unknown`,
  }
  const { label } = useReferenceLabels()
  return { status, type: (value: string) => label('event_category', value) }
}

/** Events: four stat cards, search, type and status filters, table and mobile cards, modal. */
export function EventsPage({
  creating,
  onCreatingChange,
}: {
  creating: boolean
  onCreatingChange: (open: boolean) => void
}) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const labels = useLabels()
  const queryClient = useQueryClient()
  const list = useQuery(adminEventQueries.list())
  const [search, setSearch] = useState('')
  const [type, setType] = useState('')
  const [status, setStatus] = useState('')
  const all = list.data?.items ?? []
  const rows = filterEvents(all, { search, type, status })
  const now = useNow()
  const stats = eventStats(all, now)
  const filtered = Boolean(search || type || status)
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminEventQueries.all })
  const { editing, deleting, ...crud } = useAdminEditing<AdminEvent>({ onCreatingChange, refresh })
  const title = (e: AdminEvent) => (locale === 'ar' ? e.title_ar || e.title_en : e.title_en || e.title_ar)
  const when = (e: AdminEvent) => formatDate(e.starts_at, locale, { dateStyle: 'medium', timeStyle: 'short' })
  const badge = (e: AdminEvent) => (
    <span className={css.badge[BADGE_TONE[eventBadge(e.status)]]}>{labels.status[eventBadge(e.status)]}</span>
  )
  const registrationModeLabel = useRegistrationModeLabel()
  const mode = (e: AdminEvent) =>
    REGISTRATION_MODES.find((value) => value === e.registration_mode) ?? 'external'
  const registered = (e: AdminEvent) =>
    e.capacity
      ? `${formatNumber(e.registration_count, locale)} / ${formatNumber(e.capacity, locale)}`
      : formatNumber(e.registration_count, locale)
  const actions = (e: AdminEvent) => (
    <div className={css.actions}>
      <EditDeleteActions item={e} name={title} crud={crud} />
      <CongressLinks event={e} name={title(e)} />
    </div>
  )

  return (
    <section aria-labelledby="events-heading">
      <AdminListHeading
        id="events-heading"
        title={t`Events`}
        addLabel={t`Create event`}
        onAdd={() => onCreatingChange(true)}
      />
      <StatCards
        label={t`Event statistics`}
        items={[
          { label: t`Total events`, value: formatNumber(stats.total, locale) },
          { label: t`Upcoming`, value: formatNumber(stats.upcoming, locale) },
          { label: t`Total registered`, value: formatNumber(stats.registered, locale) },
          {
            label: t`Published / Draft`,
            value: `${formatNumber(stats.published, locale)} / ${formatNumber(stats.drafts, locale)}`,
          },
        ]}
      />
      <div className={css.toolbar} role="search" aria-label={t`Filter events`}>
        <TextField
          label={t`Search`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField label={t`Type`} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t`All types`}</option>
          {EVENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {labels.type(value)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Status`} value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{t`All statuses`}</option>
          {EVENT_STORED_STATUSES.map((value) => (
            <option key={value} value={value}>
              {labels.status[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <LoadState
        error={list.isError ? errorMessage(list.error, t`Failed to load events`) : null}
        onRetry={() => void list.refetch()}
        retryLabel={t`Retry`}
        loading={!list.data}
        loadingLabel={t`Loading…`}
        empty={rows.length > 0 ? null : filtered ? t`No events match these filters.` : t`No events yet`}
      >
        <DataTable
          caption={t`Events`}
          rows={rows}
          rowKey={(e) => e.id}
          columns={[
            { key: 'title', header: t`Title`, cell: (e) => <bdi dir="auto">{title(e)}</bdi> },
            { key: 'type', header: t`Type`, cell: (e) => labels.type(e.type) },
            { key: 'starts', header: t`Starts`, cell: when },
            {
              key: 'location',
              header: t`Location`,
              cell: (e) => (e.location ? <PlaceName place={e} /> : '—'),
            },
            { key: 'registration', header: t`Registration`, cell: (e) => registrationModeLabel(mode(e)) },
            { key: 'registered', header: t`Registered`, cell: registered },
            { key: 'status', header: t`Status`, cell: badge },
            { key: 'actions', header: t`Actions`, cell: actions },
          ]}
          mobileCard={(e) => (
            <>
              <strong>{title(e)}</strong>
              <span className={css.muted}>
                {labels.type(e.type)} · {when(e)}
              </span>
              <span className={css.muted}>
                {registrationModeLabel(mode(e))}
                {` · ${registered(e)}`}
              </span>
              <span>{badge(e)}</span>
              {actions(e)}
            </>
          )}
        />
      </LoadState>
      <AdminEditFlow
        creating={creating}
        editing={editing}
        deleting={deleting}
        crud={crud}
        name={title}
        form={(item, onClose, onSaved) => <EventForm event={item} onClose={onClose} onSaved={onSaved} />}
        texts={{
          saved: t`Event saved`,
          created: t`Event created`,
          deleteTitle: t`Delete event`,
          deleted: t`Event deleted`,
        }}
        remove={(item) => deleteEvent(item.id)}
        deleteFailed={(error: unknown) => errorMessage(error, t`Failed to delete event`)}
      />
    </section>
  )
}

/** A stored place as the form shows it: the online code as its label in that field's language, a venue as typed. */
const placeLabel = (value: string, lang: 'ar' | 'en') =>
  entryIn(EVENT_PLACE_ENTRIES, value) ? labelIn(EVENT_PLACE_ENTRIES, value, lang) : value

interface Form {
  type: EventType
  status: EventStatus
  title_ar: string
  title_en: string
  description_ar: string
  description_en: string
  starts_at: string
  ends_at: string
  location_ar: string
  location_en: string
  stream_url: string
  capacity: string
  registration_deadline: string
  registration_link: string
  registration_mode: RegistrationMode
  feature_path: string
}

/**
 * The congress pages of an event (programme, attendees, certificates), offered for events that
 * take registrations in the portal; their names say which event ("Programme of <title>").
 */
function CongressLinks({ event, name }: { event: AdminEvent; name: string }) {
  const { t } = useLingui()
  if (event.registration_mode !== 'internal') return null
  const params = { id: event.id }
  return (
    <div className={css.actions}>
      <Link
        to="/admin/events/$id/programme"
        params={params}
        className={css.smallButton.secondary}
        aria-label={t`Programme ${name}`}
      >
        {t`Programme`}
      </Link>
      <Link
        to="/admin/events/$id/attendees"
        params={params}
        className={css.smallButton.secondary}
        aria-label={t`Attendees ${name}`}
      >
        {t`Attendees`}
      </Link>
      <Link
        to="/admin/events/$id/certificates"
        params={params}
        className={css.smallButton.secondary}
        aria-label={t`Certificates ${name}`}
      >
        {t`Certificates`}
      </Link>
    </div>
  )
}

/** How the event takes registrations, as the back office names it. */
function useRegistrationModeLabel(): (mode: RegistrationMode) => string {
  const { t } = useLingui()
  return (mode) =>
    ({
      external: t`Registration link (external)`,
      internal: t`In the portal, with e-tickets`,
      none: t`No registration`,
    })[mode]
}

function EventForm({
  event,
  onClose,
  onSaved,
}: {
  event: AdminEvent | null
  onClose: () => void
  onSaved: () => void
}) {
  const { t, i18n } = useLingui()
  const labels = useLabels()
  const registrationModeLabel = useRegistrationModeLabel()
  const [form, setForm] = useState<Form>({
    type: (event?.type as EventType | undefined) ?? 'webinar', // the server stores only the picklist's members (its write schema checks them)
    status: (event?.status as EventStatus | undefined) ?? 'draft', // the server stores only the picklist's members (its write schema checks them)
    title_ar: event?.title_ar ?? '',
    title_en: event?.title_en ?? '',
    description_ar: event?.description_ar ?? '',
    description_en: event?.description_en ?? '',
    starts_at: toSaudiInput(event?.starts_at),
    ends_at: toSaudiInput(event?.ends_at),
    // The online place's code is edited as its label in each language (the server reads either back as the code).
    location_ar: event ? placeLabel(event.location_ar, 'ar') : '',
    location_en: event ? placeLabel(event.location_en, 'en') : '',
    stream_url: event?.stream_url ?? '',
    capacity: event?.capacity?.toString() ?? '',
    registration_deadline: toSaudiInput(event?.registration_deadline),
    registration_link: event?.registration_link ?? '',
    registration_mode: REGISTRATION_MODES.find((mode) => mode === event?.registration_mode) ?? 'external',
    feature_path: event?.feature_path ?? '',
  })
  const { uploading, uploaded, start: startUpload } = useUpload()
  // Functional update: an upload finishing later must not undo what was typed meanwhile.
  const set = (change: Partial<Form>) => setForm((current) => ({ ...current, ...change }))
  const payload = (): EventWrite => ({
    ...form,
    starts_at: fromSaudiInput(form.starts_at) ?? '',
    ends_at: fromSaudiInput(form.ends_at),
    registration_deadline: fromSaudiInput(form.registration_deadline),
    stream_url: form.stream_url || null,
    registration_link: form.registration_link || null,
    capacity: numberOfField(form.capacity),
    feature_path: form.feature_path || null,
  })
  const { error, setError, busy, submit } = useAdminSubmit({
    save: () => (event ? saveEvent(event.id, payload()) : createEvent(payload())),
    onSaved,
    failed: (error) => errorMessage(error, t`Failed to save event`),
  })
  return (
    <AdminModal title={event ? t`Edit event` : t`Create event`} onClose={onClose}>
      <form onSubmit={submit}>
        <FormError error={error} />
        <div className={css.grid}>
          <ChoiceField
            label={t`Type`}
            value={form.type}
            choices={EVENT_TYPES}
            labelOf={labels.type}
            onChange={(type) => set({ type })}
          />
          <ChoiceField
            label={t`Status`}
            value={form.status}
            choices={EVENT_STORED_STATUSES}
            labelOf={(value) => labels.status[value]}
            onChange={(status) => set({ status })}
          />
        </div>
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
            label={t`Starts (Saudi time)`}
            type="datetime-local"
            required
            value={form.starts_at}
            onChange={(e) => set({ starts_at: e.target.value })}
          />
          <TextField
            label={t`Ends (Saudi time)`}
            type="datetime-local"
            value={form.ends_at}
            onChange={(e) => set({ ends_at: e.target.value })}
          />
          <TextField
            label={t`Location (Arabic)`}
            dir="rtl"
            lang="ar"
            value={form.location_ar}
            onChange={(e) => set({ location_ar: e.target.value })}
          />
          <TextField
            label={t`Location (English)`}
            dir="ltr"
            lang="en"
            value={form.location_en}
            onChange={(e) => set({ location_en: e.target.value })}
          />
          <TextField
            label={t`Stream URL`}
            type="url"
            dir="ltr"
            value={form.stream_url}
            onChange={(e) => set({ stream_url: e.target.value })}
          />
          <TextField
            label={t`Capacity`}
            {...WHOLE_NUMBER_INPUT}
            value={form.capacity}
            onChange={(e) => set({ capacity: e.target.value })}
          />
          <TextField
            label={t`Registration deadline (Saudi time)`}
            type="datetime-local"
            value={form.registration_deadline}
            onChange={(e) => set({ registration_deadline: e.target.value })}
          />
          <ChoiceField
            label={t`Registration`}
            value={form.registration_mode}
            choices={REGISTRATION_MODES}
            labelOf={(mode) => registrationModeLabel(mode)}
            onChange={(registration_mode) => set({ registration_mode })}
          />
          <TextField
            label={t`Registration link`}
            type="url"
            dir="ltr"
            value={form.registration_link}
            onChange={(e) => set({ registration_link: e.target.value })}
          />
        </div>
        <UploadField
          label={t`Upload event picture`}
          hint={t`Shown on the event's card, its page and link previews, cropped around its centre to the shape of a link preview.`}
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={uploading}
          onFile={(file) =>
            startUpload(
              (onProgress) => uploadEventImage(file, onProgress),
              (res) => set({ feature_path: res.url }),
              (err) => setError(errorMessage(err, t`Upload failed`)),
            )
          }
        />
        {uploading ? (
          <UploadProgress progress={uploaded} label={t`Uploading`} text={t`Uploading…`} />
        ) : form.feature_path ? (
          <div className={css.actions}>
            <img className={css.thumb} src={form.feature_path} alt={t`Event picture preview`} />
            <button type="button" className={css.smallButton.ghost} onClick={() => set({ feature_path: '' })}>
              {t`Remove picture`}
            </button>
          </div>
        ) : null}
        {event ? (
          <CongressLinks event={event} name={pickLang(localeOf(i18n), event.title_ar, event.title_en)} />
        ) : null}
        <MarkdownArea
          label={t`Description (Arabic, markdown)`}
          dir="rtl"
          value={form.description_ar}
          onChange={(value) => set({ description_ar: value })}
        />
        <MarkdownArea
          label={t`Description (English, markdown)`}
          dir="ltr"
          value={form.description_en}
          onChange={(value) => set({ description_en: value })}
        />
        <FormActions cancelLabel={t`Cancel`} saveLabel={t`Save`} busy={busy} onCancel={onClose} />
      </form>
    </AdminModal>
  )
}

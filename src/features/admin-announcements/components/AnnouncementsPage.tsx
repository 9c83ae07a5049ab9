import {
  ANNOUNCEMENT_LIMITS,
  EVENT_AUDIENCES,
  type Announcement,
  type AnnouncementStatus,
  type AnnouncementWrite,
  type Audience,
} from '@contract/announcements'
import { TIERS, type Locale } from '@contract/constants'
import { isOneOf } from '@contract/narrow'
import { CITIES, codesOf, SPECIALTIES } from '@contract/reference-data'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { TIER_LABELS } from '@/lib/i18n/account-labels'
import { fromSaudiInput, toSaudiInput } from '@/lib/format/datetime-local'
import { errorMessage } from '@/lib/http/errors'
import { formatDate, formatNumber, formatTime } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import { Markdown } from '@/lib/format/markdown'
import { allReferenceOptions } from '@/lib/i18n/reference-labels'
import { FormError, MarkdownArea } from '@/ui/admin/AdminForm'
import * as css from '@/ui/admin/admin-page.css'
import { button } from '@/ui/primitives/button.css'
import { ConfirmDialog } from '@/ui/dialogs/ConfirmDialog'
import { ChoiceField, SelectField, TextField } from '@/ui/primitives/Field'
import { LoadState } from '@/ui/admin/LoadState'
import {
  adminAnnouncementQueries,
  cancelAnnouncement,
  createAnnouncement,
  deleteAnnouncement,
  saveAnnouncement,
  sendAnnouncement,
  testAnnouncement,
} from '../api/announcements-queries'

const SPECIALTY_CODES = codesOf(SPECIALTIES)
const CITY_CODES = codesOf(CITIES)
const EMPTY_AUDIENCE: Audience = {
  tiers: [],
  specialties: [],
  cities: [],
  completed_profile: false,
  cpd_short: false,
  event: null,
}
// An address typed as the browser shows it, in Latin digits, in both languages.
const EXAMPLE_LINK = '/events/12'
const EMPTY: AnnouncementWrite = {
  subject_ar: '',
  subject_en: '',
  body_ar: '',
  body_en: '',
  link: null,
  promotional: false,
  audience: EMPTY_AUDIENCE,
}
const TONE = {
  draft: 'neutral',
  scheduled: 'warning',
  sending: 'info',
  sent: 'success',
} as const satisfies Record<AnnouncementStatus, css.AdminBadgeTone>

const writeOf = (a: Announcement): AnnouncementWrite => ({
  subject_ar: a.subject_ar,
  subject_en: a.subject_en,
  body_ar: a.body_ar,
  body_en: a.body_en,
  link: a.link,
  promotional: a.promotional,
  audience: a.audience,
})

/** Announcements: the list of drafts, scheduled and sent ones, and the editor of one. */
export function AnnouncementsPage() {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const queryClient = useQueryClient()
  const list = useQuery(adminAnnouncementQueries.list())
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Announcement | null>(null)
  const [error, setError] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminAnnouncementQueries.all })
  const statusLabel: Record<AnnouncementStatus, string> = {
    draft: t`Draft`,
    scheduled: t`Scheduled`,
    sending: t`Sending`,
    sent: t`Sent`,
  }
  const subjectOf = (a: Announcement) =>
    locale === 'ar' ? a.subject_ar || a.subject_en : a.subject_en || a.subject_ar
  const when = (iso: string | null) => (iso ? `${formatDate(iso, locale)} ${formatTime(iso, locale)}` : '—')
  const act = (action: () => Promise<unknown>) => {
    setError(null)
    action()
      .then(refresh)
      .catch((failure: unknown) => setError(errorMessage(failure, t`The announcement could not be saved.`)))
  }
  const items = list.data?.items ?? []
  return (
    <section aria-labelledby="announcements-heading">
      <div className={css.heading}>
        <h1 id="announcements-heading">{t`Announcements`}</h1>
        <button type="button" className={button.primary} onClick={() => setEditing('new')}>
          {t`New announcement`}
        </button>
      </div>
      <FormError error={error} />
      {editing ? (
        <AnnouncementEditor
          key={editing === 'new' ? 'new' : editing.id}
          announcement={editing === 'new' ? null : editing}
          locale={locale}
          onDone={() => {
            setEditing(null)
            void refresh()
          }}
          onSaved={(saved) => {
            setEditing(saved)
            void refresh()
          }}
        />
      ) : null}
      <LoadState
        error={list.isError ? errorMessage(list.error, t`Failed to load announcements`) : null}
        onRetry={() => void list.refetch()}
        retryLabel={t`Retry`}
        loading={!list.data}
        loadingLabel={t`Loading…`}
        empty={items.length > 0 ? null : t`No announcements yet`}
      >
        <div style={{ overflowX: 'auto' }}>
          <table>
            <caption>{t`Announcements`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Subject`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`Send at (Saudi time)`}</th>
                <th scope="col">{t`Recipients`}</th>
                <th scope="col">{t`Actions`}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => {
                const unsent = a.status === 'draft' || a.status === 'scheduled'
                return (
                  <tr key={a.id}>
                    <td dir="auto">{subjectOf(a)}</td>
                    <td>
                      <span className={css.badge[TONE[a.status]]}>{statusLabel[a.status]}</span>
                      {a.promotional ? (
                        <>
                          {' '}
                          <span className={css.badge.neutral}>{t`Promotional`}</span>
                        </>
                      ) : null}
                    </td>
                    <td>{when(a.sent_at ?? a.send_at)}</td>
                    <td>{a.status === 'sent' ? formatNumber(a.recipients, locale) : '—'}</td>
                    <td>
                      <div className={css.actions}>
                        <button
                          type="button"
                          className={css.smallButton.secondary}
                          onClick={() => setEditing(a)}
                        >
                          {unsent ? t`Edit` : t`View`}
                        </button>
                        {a.status === 'scheduled' ? (
                          <button
                            type="button"
                            className={css.smallButton.secondary}
                            onClick={() => act(() => cancelAnnouncement(a.id))}
                          >
                            {t`Cancel sending`}
                          </button>
                        ) : null}
                        {unsent ? (
                          <button
                            type="button"
                            className={css.smallButton.danger}
                            onClick={() => setDeleting(a)}
                          >
                            {t`Delete`}
                          </button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </LoadState>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete announcement`}
        message={t`Delete this announcement? This cannot be undone.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        danger
        onConfirm={() => {
          const target = deleting
          setDeleting(null)
          if (target) act(() => deleteAnnouncement(target.id))
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  )
}

/** One announcement: both languages, the audience with its count, the preview, and the sending actions. */
function AnnouncementEditor({
  announcement,
  locale,
  onDone,
  onSaved,
}: {
  announcement: Announcement | null
  locale: Locale
  onDone: () => void
  onSaved: (a: Announcement) => void
}) {
  const { t } = useLingui()
  const [form, setForm] = useState<AnnouncementWrite>(announcement ? writeOf(announcement) : EMPTY)
  const [sendAt, setSendAt] = useState(toSaudiInput(announcement?.send_at))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [confirmSend, setConfirmSend] = useState(false)
  const readOnly =
    announcement !== null && announcement.status !== 'draft' && announcement.status !== 'scheduled'
  const count = useQuery(adminAnnouncementQueries.count(form.audience, form.promotional))
  const set = <K extends keyof AnnouncementWrite>(key: K, value: AnnouncementWrite[K]) =>
    setForm((f) => ({ ...f, [key]: value }))
  const setAudience = <K extends keyof Audience>(key: K, value: Audience[K]) =>
    setForm((f) => ({ ...f, audience: { ...f.audience, [key]: value } }))

  /** Saves the form (a new one becomes a draft), then runs `then` on the saved announcement. */
  const run = async (then?: (saved: Announcement) => Promise<Announcement | string | void>) => {
    setBusy(true)
    setError(null)
    setNotice(null)
    try {
      let saved =
        readOnly && announcement
          ? announcement
          : announcement
            ? await saveAnnouncement(announcement.id, form)
            : await createAnnouncement(form)
      const result = then ? await then(saved) : undefined
      if (typeof result === 'string') setNotice(result)
      else if (result) saved = result
      onSaved(saved)
    } catch (failure) {
      setError(errorMessage(failure, t`The announcement could not be saved.`))
    } finally {
      setBusy(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => t`Draft saved.`)
  }
  const specialties = allReferenceOptions('specialty', locale)
  const cities = allReferenceOptions('city', locale)
  const reach = count.data
  const recipients = reach?.count ?? 0
  /** Members of the audience whose own choices leave them out (not counted in the recipients). */
  const leftOut = reach?.left_out ?? 0
  return (
    <form onSubmit={submit} className={css.card} aria-label={t`Announcement editor`}>
      <FormError error={error} />
      {notice ? <p role="status">{notice}</p> : null}
      <fieldset
        disabled={readOnly || busy}
        style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '1rem' }}
      >
        <div className={css.grid}>
          <TextField
            label={t`Subject (Arabic)`}
            dir="rtl"
            lang="ar"
            maxLength={ANNOUNCEMENT_LIMITS.subject}
            value={form.subject_ar}
            onChange={(e) => set('subject_ar', e.target.value)}
          />
          <TextField
            label={t`Subject (English)`}
            dir="ltr"
            lang="en"
            maxLength={ANNOUNCEMENT_LIMITS.subject}
            value={form.subject_en}
            onChange={(e) => set('subject_en', e.target.value)}
          />
        </div>
        <div className={css.grid}>
          <MarkdownArea
            label={t`Text (Arabic, markdown)`}
            dir="rtl"
            lang="ar"
            value={form.body_ar}
            onChange={(value) => set('body_ar', value)}
          />
          <MarkdownArea
            label={t`Text (English, markdown)`}
            dir="ltr"
            lang="en"
            value={form.body_en}
            onChange={(value) => set('body_en', value)}
          />
        </div>
        <p
          className={css.muted}
        >{t`Each member receives the language they read the portal in; when only one language is written, everyone receives that one.`}</p>
        <TextField
          label={t`Link to a portal page (optional)`}
          hint={t`For example ${EXAMPLE_LINK}`}
          dir="ltr"
          value={form.link ?? ''}
          onChange={(e) => set('link', e.target.value || null)}
        />
        <label>
          <input
            type="checkbox"
            checked={form.promotional}
            onChange={(e) => set('promotional', e.target.checked)}
          />{' '}
          {t`Promotional (a course, a sponsor's offer): only members who opted in to promotions receive it`}
        </label>
        <fieldset>
          <legend>{t`Audience`}</legend>
          <p
            className={css.muted}
          >{t`All active members, narrowed by every filter you choose. A specialty or city matches a member's main one or any listed on the profile.`}</p>
          <div className={css.actions} role="group" aria-label={t`Membership tiers`}>
            {TIERS.map((tier) => (
              <label key={tier}>
                <input
                  type="checkbox"
                  checked={form.audience.tiers.includes(tier)}
                  onChange={(e) =>
                    setAudience(
                      'tiers',
                      e.target.checked
                        ? [...form.audience.tiers, tier]
                        : form.audience.tiers.filter((x) => x !== tier),
                    )
                  }
                />{' '}
                {t(TIER_LABELS[tier])}
              </label>
            ))}
          </div>
          <div className={css.grid}>
            <SelectField
              label={t`Specialties`}
              multiple
              value={form.audience.specialties}
              onChange={(e) =>
                setAudience(
                  'specialties',
                  Array.from(e.target.selectedOptions, (o) => o.value).filter((code) =>
                    isOneOf(SPECIALTY_CODES, code),
                  ),
                )
              }
            >
              {specialties.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t`Cities`}
              multiple
              value={form.audience.cities}
              onChange={(e) =>
                setAudience(
                  'cities',
                  Array.from(e.target.selectedOptions, (o) => o.value).filter((code) =>
                    isOneOf(CITY_CODES, code),
                  ),
                )
              }
            >
              {cities.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </SelectField>
          </div>
          <label>
            <input
              type="checkbox"
              checked={form.audience.completed_profile}
              onChange={(e) => setAudience('completed_profile', e.target.checked)}
            />{' '}
            {t`Only members with a completed profile`}
          </label>
          <label>
            <input
              type="checkbox"
              checked={form.audience.cpd_short}
              onChange={(e) => setAudience('cpd_short', e.target.checked)}
            />{' '}
            {t`Only members whose current CPD cycle is short of the required hours`}
          </label>
          <div className={css.grid}>
            <TextField
              label={t`Event number (optional)`}
              inputMode="numeric"
              value={form.audience.event ? String(form.audience.event.id) : ''}
              onChange={(e) => {
                const id = Number(e.target.value)
                setAudience(
                  'event',
                  Number.isInteger(id) && id > 0
                    ? { id, who: form.audience.event?.who ?? 'registered' }
                    : null,
                )
              }}
            />
            {form.audience.event ? (
              <ChoiceField
                label={t`People of the event`}
                choices={EVENT_AUDIENCES}
                labelOf={(who) => (who === 'registered' ? t`Registered` : t`Checked in at the door`)}
                value={form.audience.event.who}
                onChange={(who) =>
                  setAudience('event', form.audience.event ? { ...form.audience.event, who } : null)
                }
              />
            ) : null}
          </div>
          <p role="status" aria-live="polite">
            {reach
              ? t`Recipients now: ${formatNumber(reach.count, locale)} (Arabic ${formatNumber(reach.by_language.ar, locale)}, English ${formatNumber(reach.by_language.en, locale)})`
              : t`Counting recipients…`}
            {leftOut > 0 ? ' ' : null}
            {leftOut === 0
              ? null
              : form.promotional
                ? t`${plural(leftOut, { one: '# member of this audience has not opted in to promotions and will not receive it.', other: '# members of this audience have not opted in to promotions and will not receive it.' })}`
                : t`${plural(leftOut, { one: '# member of this audience chose not to receive announcements.', other: '# members of this audience chose not to receive announcements.' })}`}
          </p>
        </fieldset>
      </fieldset>
      <section aria-label={t`Preview`} className={css.grid}>
        <Preview
          title={t`Preview: Arabic readers`}
          subject={form.subject_ar || form.subject_en}
          body={form.subject_ar ? form.body_ar : form.body_en}
          lang={form.subject_ar ? 'ar' : 'en'}
        />
        <Preview
          title={t`Preview: English readers`}
          subject={form.subject_en || form.subject_ar}
          body={form.subject_en ? form.body_en : form.body_ar}
          lang={form.subject_en ? 'en' : 'ar'}
        />
      </section>
      {readOnly && announcement ? <DeliveryReportPanel id={announcement.id} locale={locale} /> : null}
      {readOnly ? null : (
        <div className={css.actions}>
          <button type="submit" className={button.secondary} disabled={busy}>
            {t`Save draft`}
          </button>
          <button
            type="button"
            className={button.secondary}
            disabled={busy}
            onClick={() =>
              void run(async (saved) =>
                (await testAnnouncement(saved.id)).sent > 0 ? t`A test was sent to your e-mail.` : undefined,
              )
            }
          >
            {t`Send a test to me`}
          </button>
          <button
            type="button"
            className={button.primary}
            disabled={busy || !reach || reach.count === 0}
            onClick={() => setConfirmSend(true)}
          >
            {t`Send now`}
          </button>
          <TextField
            label={t`Send at (Saudi time)`}
            type="datetime-local"
            value={sendAt}
            onChange={(e) => setSendAt(e.target.value)}
          />
          <button
            type="button"
            className={button.secondary}
            disabled={busy || !fromSaudiInput(sendAt)}
            onClick={() => void run(async (saved) => sendAnnouncement(saved.id, fromSaudiInput(sendAt)))}
          >
            {t`Schedule`}
          </button>
        </div>
      )}
      <button type="button" className={button.ghost} onClick={onDone}>
        {t`Close`}
      </button>
      <ConfirmDialog
        open={confirmSend}
        title={t`Send now`}
        message={t`Send this announcement to ${plural(recipients, { one: '# member', other: '# members' })} now? It cannot be recalled.`}
        confirmLabel={t`Send now`}
        cancelLabel={t`Cancel`}
        busy={busy}
        onConfirm={() => {
          setConfirmSend(false)
          void run(async (saved) => sendAnnouncement(saved.id, null))
        }}
        onClose={() => setConfirmSend(false)}
      />
    </form>
  )
}

/** The delivery report of a sent announcement: who it reached and what became of each e-mail. */
function DeliveryReportPanel({ id, locale }: { id: number; locale: Locale }) {
  const { t } = useLingui()
  const report = useQuery(adminAnnouncementQueries.report(id))
  const data = report.data
  const n = (value: number) => formatNumber(value, locale)
  return (
    <section aria-labelledby={`report-${id}`}>
      <h2 id={`report-${id}`}>{t`Delivery report`}</h2>
      <LoadState
        error={report.isError ? errorMessage(report.error, t`Failed to load the delivery report`) : null}
        onRetry={() => void report.refetch()}
        retryLabel={t`Retry`}
        loading={!data}
        loadingLabel={t`Loading…`}
        empty={null}
      >
        {data ? (
          <>
            <dl className={css.grid}>
              <div>
                <dt>{t`Recipients`}</dt>
                <dd>{n(data.recipients)}</dd>
              </div>
              <div>
                <dt>{t`E-mails queued`}</dt>
                <dd>{n(data.queued)}</dd>
              </div>
              <div>
                <dt>{t`Waiting to be sent`}</dt>
                <dd>{n(data.pending)}</dd>
              </div>
              <div>
                <dt>{t`Sent`}</dt>
                <dd>{n(data.sent)}</dd>
              </div>
              <div>
                <dt>{t`Failed`}</dt>
                <dd>{n(data.failed)}</dd>
              </div>
              <div>
                <dt>{t`Unsubscribed since`}</dt>
                <dd>{n(data.unsubscribed_since)}</dd>
              </div>
            </dl>
            <p
              className={css.muted}
            >{t`Every recipient also finds it in their notifications. Opens and clicks are not tracked: the e-mails carry no tracking pixels and their links are not rewritten.`}</p>
            {data.failures.length > 0 ? (
              <div style={{ overflowX: 'auto' }}>
                <table>
                  <caption>{t`Failed e-mails`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t`E-mail`}</th>
                      <th scope="col">{t`Reason given by the mail server`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.failures.map((failure) => (
                      <tr key={failure.email}>
                        <td dir="ltr">{failure.email}</td>
                        <td dir="ltr">{failure.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </>
        ) : null}
      </LoadState>
    </section>
  )
}

function Preview({
  title,
  subject,
  body,
  lang,
}: {
  title: string
  subject: string
  body: string
  lang: 'ar' | 'en'
}) {
  return (
    <div>
      <h2 className={css.muted}>{title}</h2>
      <div className={css.preview} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        <strong>{subject}</strong>
        <Markdown source={body} />
      </div>
    </div>
  )
}

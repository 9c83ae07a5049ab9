import {
  type AdminSessionResponse,
  defaultCredits,
  SESSION_LIMITS,
  SESSION_TYPES,
  type SessionType,
  type SessionWrite,
  SessionWriteSchema,
  UNCREDITED_SESSION_TYPES,
} from '@contract/programme'
import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { ApiError } from '@/lib/http/api-client'
import { errorMessage } from '@/lib/http/errors'
import { formatNumber } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import { numberOfField } from '@/lib/format/typed-number'
import { validationMessage } from '@/lib/http/validation-messages'
import { FormActions, FormError, MarkdownArea } from '@/ui/admin/AdminForm'
import { AdminModal } from '@/ui/admin/AdminModal'
import * as page from '@/ui/admin/admin-page.css'
import { button } from '@/ui/primitives/button.css'
import { ChoiceField, FileField, TextField } from '@/ui/primitives/Field'
import { useFocusOnFailure } from '@/ui/primitives/use-focus-on-failure'
import { createSession, saveSession, uploadImage } from '../api/congress-queries'
import { type AdminSession, CREDIT_INPUT, fieldErrorsOf } from '../model'
import * as css from './congress.css'
import { useSessionTypeLabel } from './labels'
import { fromSaudiInput, toSaudiInput } from '@/lib/format/datetime-local'

interface SpeakerForm {
  /** React key of the row (rows are added and removed). */
  key: number
  name_ar: string
  name_en: string
  affiliation_ar: string
  affiliation_en: string
  photo_url: string | null
}

interface Form {
  title_ar: string
  title_en: string
  description_ar: string
  description_en: string
  starts_at: string
  ends_at: string
  room: string
  track: string
  type: SessionType
  /** '' = the default for the session's length. */
  credits: string
  speakers: SpeakerForm[]
}

let speakerKeys = 0
const emptySpeaker = (): SpeakerForm => ({
  key: ++speakerKeys,
  name_ar: '',
  name_en: '',
  affiliation_ar: '',
  affiliation_en: '',
  photo_url: null,
})

/** The refusal's per-field entries (`detail` of a 422), or none. */
function refusalFields(error: unknown): Record<string, string> {
  if (
    !(error instanceof ApiError) ||
    !v.is(
      v.object({
        detail: v.array(v.object({ loc: v.array(v.union([v.string(), v.number()])), msg: v.string() })),
      }),
      error.data,
    )
  )
    return {}
  return fieldErrorsOf(error.data.detail.map((entry) => ({ loc: entry.loc, code: entry.msg })))
}

/**
 * Create or edit a session: bilingual title and description, Saudi-clock start and end, room,
 * track, type, speakers and CME credits (editable by the CME office and the superadmin; shown
 * read-only to admins). Checked with the contract's schema before sending; the server's
 * refusals are shown under their fields.
 */
export function SessionForm({
  eventId,
  session,
  rooms,
  tracks,
  setsCredits,
  onClose,
  onSaved,
}: {
  eventId: number
  session: AdminSession | null
  rooms: readonly string[]
  tracks: readonly string[]
  setsCredits: boolean
  onClose: () => void
  onSaved: (answer: AdminSessionResponse) => void
}) {
  const { t, i18n } = useLingui()
  const locale = localeOf(i18n)
  const typeLabel = useSessionTypeLabel()
  const [form, setForm] = useState<Form>(() => ({
    title_ar: session?.title_ar ?? '',
    title_en: session?.title_en ?? '',
    description_ar: session?.description_ar ?? '',
    description_en: session?.description_en ?? '',
    starts_at: toSaudiInput(session?.starts_at),
    ends_at: toSaudiInput(session?.ends_at),
    room: session?.room ?? '',
    track: session?.track ?? '',
    type: session?.type ?? 'lecture',
    credits: session?.credits_set ? String(session.cme_credits) : '',
    speakers: session?.speakers.map((speaker) => ({ ...speaker, key: ++speakerKeys })) ?? [],
  }))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [uploading, setUploading] = useState<number | null>(null)
  const failureRef = useFocusOnFailure<HTMLDivElement>(failure)
  const set = (change: Partial<Form>) => setForm((previous) => ({ ...previous, ...change }))
  const setSpeaker = (key: number, change: Partial<SpeakerForm>) =>
    set({ speakers: form.speakers.map((s) => (s.key === key ? { ...s, ...change } : s)) })
  const fieldError = (path: string) => (errors[path] ? validationMessage(errors[path]) : undefined)

  const startsIso = fromSaudiInput(form.starts_at)
  const endsIso = fromSaudiInput(form.ends_at)
  // A break earns nothing by default whatever its length; other types by their length.
  const uncredited = UNCREDITED_SESSION_TYPES.includes(form.type)
  const defaultText = uncredited
    ? formatNumber(0, locale)
    : startsIso && endsIso
      ? formatNumber(defaultCredits(startsIso, endsIso, form.type), locale)
      : '—'
  // What an admin sees: the CME office's number, else the default (the stored one while the times are being retyped).
  const shownCredits =
    session && (session.credits_set || defaultText === '—')
      ? formatNumber(session.cme_credits, locale)
      : defaultText

  const payload = (): SessionWrite => ({
    title_ar: form.title_ar,
    title_en: form.title_en,
    description_ar: form.description_ar,
    description_en: form.description_en,
    starts_at: startsIso ?? '',
    ends_at: endsIso ?? '',
    room: form.room,
    track: form.track,
    type: form.type,
    // An admin sends back what the CME office set (or the default): changing it is theirs.
    cme_credits: setsCredits
      ? numberOfField(form.credits, { fraction: true })
      : session?.credits_set
        ? session.cme_credits
        : null,
    speakers: form.speakers.map(({ key: _key, ...speaker }) => speaker),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = payload()
    const checked = v.safeParse(SessionWriteSchema, body)
    if (!checked.success) {
      setErrors(
        fieldErrorsOf(
          checked.issues.map((issue) => ({
            loc:
              issue.path?.map((item) => (typeof item.key === 'number' ? item.key : String(item.key))) ?? [],
            code: issue.message,
          })),
        ),
      )
      setFailure(t`Please correct the fields marked below.`)
      return
    }
    setBusy(true)
    setErrors({})
    setFailure(null)
    ;(session ? saveSession(eventId, session.id, body) : createSession(eventId, body))
      .then(onSaved)
      .catch((error: unknown) => {
        const fields = refusalFields(error)
        setErrors(fields)
        setFailure(
          Object.keys(fields).length
            ? t`Please correct the fields marked below.`
            : errorMessage(error, t`Failed to save session`),
        )
      })
      .finally(() => setBusy(false))
  }

  const upload = (key: number, file: File | undefined) => {
    if (!file) return
    setUploading(key)
    uploadImage(file)
      .then(({ url }) => setSpeaker(key, { photo_url: url }))
      .catch((error: unknown) => setFailure(errorMessage(error, t`The photo could not be uploaded`)))
      .finally(() => setUploading(null))
  }

  return (
    <AdminModal title={session ? t`Edit session` : t`Add session`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <div ref={failureRef} tabIndex={-1}>
          <FormError error={failure} />
        </div>
        <TextField
          label={t`Title (Arabic)`}
          dir="rtl"
          lang="ar"
          maxLength={SESSION_LIMITS.title}
          value={form.title_ar}
          error={fieldError('title_ar')}
          onChange={(e) => set({ title_ar: e.target.value })}
        />
        <TextField
          label={t`Title (English)`}
          dir="ltr"
          lang="en"
          maxLength={SESSION_LIMITS.title}
          value={form.title_en}
          error={fieldError('title_en')}
          onChange={(e) => set({ title_en: e.target.value })}
        />
        <div className={page.grid}>
          <TextField
            label={t`Starts (Saudi time)`}
            type="datetime-local"
            required
            value={form.starts_at}
            error={fieldError('starts_at')}
            onChange={(e) => set({ starts_at: e.target.value })}
          />
          <TextField
            label={t`Ends (Saudi time)`}
            type="datetime-local"
            required
            value={form.ends_at}
            error={fieldError('ends_at')}
            onChange={(e) => set({ ends_at: e.target.value })}
          />
          <TextField
            label={t`Room`}
            list="session-rooms"
            maxLength={SESSION_LIMITS.room}
            value={form.room}
            error={fieldError('room')}
            onChange={(e) => set({ room: e.target.value })}
          />
          <TextField
            label={t`Track`}
            list="session-tracks"
            maxLength={SESSION_LIMITS.track}
            value={form.track}
            error={fieldError('track')}
            onChange={(e) => set({ track: e.target.value })}
          />
          <ChoiceField
            label={t`Session type`}
            value={form.type}
            choices={SESSION_TYPES}
            labelOf={typeLabel}
            onChange={(type) => set({ type })}
            error={fieldError('type')}
          />
          {setsCredits ? (
            <TextField
              label={t`CME credits`}
              {...CREDIT_INPUT}
              max={SESSION_LIMITS.maxCredits}
              value={form.credits}
              placeholder={defaultText}
              hint={
                uncredited
                  ? t`Leave empty for the default, ${defaultText}: a break earns no CME credits.`
                  : t`Leave empty for the default, ${defaultText} (one credit per 60 minutes, in quarter steps).`
              }
              error={fieldError('cme_credits')}
              onChange={(e) => set({ credits: e.target.value })}
            />
          ) : (
            <TextField
              label={t`CME credits`}
              readOnly
              value={shownCredits}
              hint={
                uncredited
                  ? t`Set by the CME office. Default: a break earns no CME credits.`
                  : t`Set by the CME office. Default: one credit per 60 minutes, in quarter steps.`
              }
              error={fieldError('cme_credits')}
            />
          )}
        </div>
        <datalist id="session-rooms">
          {rooms.map((room) => (
            <option key={room} value={room} />
          ))}
        </datalist>
        <datalist id="session-tracks">
          {tracks.map((track) => (
            <option key={track} value={track} />
          ))}
        </datalist>
        <MarkdownArea
          label={t`Description (Arabic)`}
          dir="rtl"
          lang="ar"
          value={form.description_ar}
          onChange={(value) => set({ description_ar: value })}
        />
        <MarkdownArea
          label={t`Description (English)`}
          dir="ltr"
          lang="en"
          value={form.description_en}
          onChange={(value) => set({ description_en: value })}
        />
        <fieldset className={css.fieldset}>
          <legend>{t`Speakers`}</legend>
          {fieldError('speakers') ? <p className={page.alert}>{fieldError('speakers')}</p> : null}
          {form.speakers.map((speaker, index) => {
            const number = formatNumber(index + 1, locale)
            return (
              <div key={speaker.key} className={css.speaker} role="group" aria-label={t`Speaker ${number}`}>
                <div className={page.grid}>
                  <TextField
                    label={t`Name (Arabic)`}
                    dir="rtl"
                    lang="ar"
                    value={speaker.name_ar}
                    error={fieldError(`speakers.${index}.name_ar`)}
                    onChange={(e) => setSpeaker(speaker.key, { name_ar: e.target.value })}
                  />
                  <TextField
                    label={t`Name (English)`}
                    dir="ltr"
                    lang="en"
                    value={speaker.name_en}
                    error={fieldError(`speakers.${index}.name_en`)}
                    onChange={(e) => setSpeaker(speaker.key, { name_en: e.target.value })}
                  />
                  <TextField
                    label={t`Affiliation (Arabic)`}
                    dir="rtl"
                    lang="ar"
                    value={speaker.affiliation_ar}
                    onChange={(e) => setSpeaker(speaker.key, { affiliation_ar: e.target.value })}
                  />
                  <TextField
                    label={t`Affiliation (English)`}
                    dir="ltr"
                    lang="en"
                    value={speaker.affiliation_en}
                    onChange={(e) => setSpeaker(speaker.key, { affiliation_en: e.target.value })}
                  />
                </div>
                <div className={page.actions}>
                  {speaker.photo_url ? (
                    <img className={css.photo} src={speaker.photo_url} alt={t`Photo of speaker ${number}`} />
                  ) : null}
                  <FileField
                    label={t`Photo`}
                    chooseText={t`Choose a photo`}
                    accept="image/png,image/jpeg,image/webp"
                    error={fieldError(`speakers.${index}.photo_url`)}
                    onChange={(e) => upload(speaker.key, e.target.files?.[0])}
                  />
                  {uploading === speaker.key ? <span role="status">{t`Uploading…`}</span> : null}
                  {speaker.photo_url ? (
                    <button
                      type="button"
                      className={page.smallButton.secondary}
                      onClick={() => setSpeaker(speaker.key, { photo_url: null })}
                    >
                      {t`Remove photo`}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={page.smallButton.danger}
                    onClick={() => set({ speakers: form.speakers.filter((s) => s.key !== speaker.key) })}
                  >
                    {t`Remove speaker ${number}`}
                  </button>
                </div>
              </div>
            )
          })}
          {form.speakers.length < SESSION_LIMITS.speakers ? (
            <button
              type="button"
              className={button.secondary}
              onClick={() => set({ speakers: [...form.speakers, emptySpeaker()] })}
            >
              {t`Add speaker`}
            </button>
          ) : null}
        </fieldset>
        <FormActions
          cancelLabel={t`Cancel`}
          saveLabel={t`Save`}
          busy={busy || uploading !== null}
          onCancel={onClose}
        />
      </form>
    </AdminModal>
  )
}

import { AVATAR_SIZES_PX, IMAGE_ALLOWED_TYPES, IMAGE_MAX_BYTES, YEARS_EXPERIENCE_RANGE } from '@contract/constants'
import { VALIDATION_CODES } from '@contract/errors'
import { LANGUAGE_SUGGESTIONS, SAUDI_CITY_SUGGESTIONS, SPECIALTY_SUGGESTIONS, type OwnProfile, type VisibilityField } from '@contract/members'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ChangeEvent } from 'react'
import { markProfileComplete, profileQueries, saveProfile, uploadAvatar } from '../api/profile-queries'
import { formFromProfile, payloadOf, type FormMode, type LineField, type ProfileForm } from '../model'
import { editOf, LOCAL_AVATAR, queueProfileEdit } from '../offline-edits'
import { Fieldset, LanguagesEditor, LinesField, ListEditor, RowsEditor, VisibilitySelect } from './editors'
import { PendingProfileEdits } from './PendingProfileEdits'
import * as css from './profile.css'
import { ApiError, OfflineError } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/document-title'
import { button } from '@/ui/button.css'

interface Props {
  mode: FormMode
  /** Called after a successful save with the saved profile (the route navigates). */
  onSaved: (profile: OwnProfile) => void
}

/** /complete-profile (first-time) and /profile (edit): one form, two modes. */
export function ProfileFormPage({ mode, onSaved }: Props) {
  const { t } = useLingui()
  useDocumentTitle(mode === 'edit' ? t`Edit Profile` : t`Complete your profile`)
  const own = useQuery(profileQueries.own())
  return (
    <section className={css.page} aria-labelledby="profile-form-title">
      <h1 id="profile-form-title">{mode === 'edit' ? <Trans>Edit Profile</Trans> : <Trans>Complete your profile</Trans>}</h1>
      {mode === 'first-time' ? (
        <p>
          <Trans>Tell other members about your practice. Name and specialty are required; everything else can be added later.</Trans>
        </p>
      ) : null}
      {own.isPending ? (
        <p role="status" className={css.status}>
          <Trans>Loading…</Trans>
        </p>
      ) : own.isError ? (
        <div role="alert" className={css.error}>
          <p>{own.error.message || t`Failed to load`}</p>
          <button type="button" className={button.secondary} onClick={() => void own.refetch()}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : (
        <ProfileFormBody key={own.data.id} mode={mode} initial={own.data} onSaved={onSaved} />
      )}
    </section>
  )
}

function ProfileFormBody({ mode, initial, onSaved }: Props & { initial: OwnProfile }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [form, setForm] = useState<ProfileForm>(() => formFromProfile(initial))
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  // A photo chosen offline: previewed from the device, sent with the queued edit.
  const [localAvatar, setLocalAvatar] = useState<{ file: File; url: string } | null>(null)
  useEffect(() => () => void (localAvatar && URL.revokeObjectURL(localAvatar.url)), [localAvatar])
  const keepAvatarLocally = (file: File) => {
    setLocalAvatar({ file, url: URL.createObjectURL(file) })
    set('avatar_url', LOCAL_AVATAR)
  }
  const avatarSrc = form.avatar_url === LOCAL_AVATAR ? localAvatar?.url : form.avatar_url
  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => setForm((current) => ({ ...current, [key]: value }))
  const setIn = <K extends 'work_contacts' | 'clinic_location' | 'links' | 'display_preferences'>(key: K, change: Partial<ProfileForm[K]>) =>
    setForm((current) => ({ ...current, [key]: { ...current[key], ...change } }))
  const setLine = (key: LineField, value: string) => setForm((current) => ({ ...current, lines: { ...current.lines, [key]: value } }))
  const setVisibility = (field: VisibilityField) => (level: ProfileForm['visibility'][VisibilityField]) =>
    setForm((current) => ({ ...current, visibility: { ...current.visibility, [field]: level } }))

  const fieldLabels: Record<string, string> = {
    full_name: t`Full name`,
    specialty: t`Specialty`,
    years_experience: t`Years of experience`,
    consultant_since: t`Consultant since`,
    work_contacts: t`Work contacts`,
    links: t`Links`,
    clinic_location: t`Clinic location`,
    publications: t`Publications`,
    avatar_url: t`Photo`,
  }
  const codeText: Record<string, string> = {
    [VALIDATION_CODES.required]: t`is required`,
    [VALIDATION_CODES.email]: t`must be an e-mail address`,
    [VALIDATION_CODES.url]: t`must be a web address (https://…)`,
    [VALIDATION_CODES.tooLong]: t`is too long`,
    [VALIDATION_CODES.tooSmall]: t`is too small`,
    [VALIDATION_CODES.tooLarge]: t`is too large`,
    [VALIDATION_CODES.integer]: t`must be a whole number`,
  }
  const messageOf = (error: unknown): string => {
    if (error instanceof ApiError) {
      const detail = (error.data as { detail?: unknown } | null)?.detail
      if (Array.isArray(detail)) {
        return detail
          .map((entry: { msg?: unknown; loc?: unknown }) => {
            const loc = Array.isArray(entry.loc) ? entry.loc.filter((part) => part !== 'body').map(String) : []
            const label = fieldLabels[loc[0] ?? ''] ?? loc.join('.')
            const what = codeText[String(entry.msg)] ?? t`is not valid`
            return `${label} ${loc.length > 1 ? `(${loc.slice(1).join('.')}) ` : ''}${what}`
          })
          .join('\n')
      }
      return error.message || t`Failed to save`
    }
    return t`Failed to save`
  }

  const [queuedOffline, setQueuedOffline] = useState(false)
  const save = useMutation({
    // Offline saves are queued by the function itself; Query would otherwise pause it.
    networkMode: 'always',
    mutationFn: async () => {
      let payload = payloadOf(form, mode)
      // Edits made without a connection wait in the outbox; first-time saves need it.
      const queue = async () => {
        await queueProfileEdit(editOf(initial, payload), localAvatar?.file)
        return 'queued' as const
      }
      if (mode === 'edit' && !navigator.onLine) return queue()
      try {
        // A photo chosen offline and saved once the connection is back goes up first.
        if (payload.avatar_url === LOCAL_AVATAR && localAvatar) {
          const url = await uploadAvatar(localAvatar.file)
          set('avatar_url', url)
          setLocalAvatar(null)
          payload = { ...payload, avatar_url: url }
        }
        return await saveProfile(payload, mode)
      } catch (error) {
        if (mode === 'edit' && error instanceof OfflineError) return queue()
        throw error
      }
    },
    onSuccess: async (saved) => {
      if (saved === 'queued') {
        setQueuedOffline(true)
        return
      }
      setQueuedOffline(false)
      markProfileComplete()
      queryClient.setQueryData(profileQueries.own().queryKey, saved)
      await queryClient.invalidateQueries({ queryKey: ['members'] })
      onSaved(saved)
    },
  })

  const onAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setUploadError(null)
    if (!(IMAGE_ALLOWED_TYPES as readonly string[]).includes(file.type)) return setUploadError(t`Invalid file type. Allowed: JPG, PNG, GIF, WEBP`)
    if (file.size > IMAGE_MAX_BYTES) return setUploadError(t`File size exceeds 10MB`)
    // Offline, an edited profile keeps the photo on this device until the connection returns.
    if (mode === 'edit' && !navigator.onLine) return keepAvatarLocally(file)
    setUploading(true)
    try {
      set('avatar_url', await uploadAvatar(file))
      setLocalAvatar(null)
    } catch (error) {
      if (mode === 'edit' && error instanceof OfflineError) return keepAvatarLocally(file)
      setUploadError(error instanceof Error && error.message ? error.message : t`Upload failed`)
    } finally {
      setUploading(false)
    }
  }

  const edit = mode === 'edit'
  const visibilityLabels: Record<VisibilityField, string> = {
    bio: t`Bio`,
    work_contacts: t`Work contacts`,
    clinic_location: t`Clinic location`,
    links: t`Links`,
    languages_spoken: t`Languages`,
    publications: t`Publications`,
    qualifications: t`Qualifications`,
    clinical_interests: t`Clinical interests`,
  }
  const vis = (field: VisibilityField) => <VisibilitySelect label={visibilityLabels[field]} value={form.visibility[field]} onChange={setVisibility(field)} />
  const commaHint = t`Comma-separated.`
  const list = (key: 'specialties' | 'cities' | 'hospitals' | 'clinical_interests' | 'fellowships' | 'collaboration_interests', label: string, suggestions?: readonly string[]) =>
    edit ? (
      <LinesField label={label} hint={commaHint} value={form.lines[key]} onChange={(value) => setLine(key, value)} rows={2} />
    ) : (
      <ListEditor label={label} values={form[key]} onChange={(value) => set(key, value)} suggestions={suggestions} />
    )

  return (
    <form
      className={css.form}
      noValidate={false}
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      {edit ? <PendingProfileEdits /> : null}
      {queuedOffline ? (
        <p role="status" className={css.status}>
          <Trans>You are offline. Your changes are saved on this device and will be sent when you are back online.</Trans>
        </p>
      ) : null}
      <Fieldset legend={t`Basic information`}>
        <div className={css.avatarRow}>
          {/* The 56 px preview and the 96 px picture of the profile page. */}
          <img
            className={css.avatar}
            src={avatarSrc ?? '/default-avatar.svg'}
            width={AVATAR_SIZES_PX.preview}
            height={AVATAR_SIZES_PX.preview}
            alt={t`Photo preview`}
            onError={(event) => {
              event.currentTarget.src = '/default-avatar.svg'
            }}
          />
          <img
            className={css.avatar}
            src={avatarSrc ?? '/default-avatar.svg'}
            width={AVATAR_SIZES_PX.profile}
            height={AVATAR_SIZES_PX.profile}
            alt=""
            onError={(event) => {
              event.currentTarget.src = '/default-avatar.svg'
            }}
          />
          <label className={css.field}>
            {t`Photo`}
            <input type="file" accept={IMAGE_ALLOWED_TYPES.join(',')} onChange={(event) => void onAvatar(event)} disabled={uploading} />
          </label>
          {uploading ? (
            <span role="status" className={css.status}>
              <Trans>Uploading…</Trans>
            </span>
          ) : null}
          {form.avatar_url === LOCAL_AVATAR ? (
            <span role="status" className={css.status}>
              <Trans>Pending sync</Trans> — <Trans>this photo is kept on this device and uploaded when you are back online.</Trans>
            </span>
          ) : null}
          {form.avatar_url ? (
            <button type="button" className={button.ghost} onClick={() => set('avatar_url', null)}>
              <Trans>Remove photo</Trans>
            </button>
          ) : null}
        </div>
        {uploadError ? (
          <p role="alert" className={css.error}>
            {uploadError}
          </p>
        ) : null}
        <div className={css.grid}>
          <label className={css.field}>
            {t`Full name`} *
            <input className={css.control} required autoComplete="name" value={form.full_name} onChange={(event) => set('full_name', event.target.value)} />
          </label>
          <label className={css.field}>
            {t`Specialty`} *
            <input className={css.control} required list="profile-specialty-suggestions" value={form.specialty} onChange={(event) => set('specialty', event.target.value)} />
            <datalist id="profile-specialty-suggestions">
              {SPECIALTY_SUGGESTIONS.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </label>
          <label className={css.field}>
            {t`City`}
            <input className={css.control} list="profile-city-suggestions" value={form.city} onChange={(event) => set('city', event.target.value)} />
            <datalist id="profile-city-suggestions">
              {SAUDI_CITY_SUGGESTIONS.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </label>
          <label className={css.field}>
            {t`Hospital`}
            <input className={css.control} value={form.hospital} onChange={(event) => set('hospital', event.target.value)} />
          </label>
          <label className={css.field}>
            {t`Years of experience`}
            <input
              className={css.control}
              type="number"
              inputMode="numeric"
              min={YEARS_EXPERIENCE_RANGE.min}
              max={YEARS_EXPERIENCE_RANGE.max}
              step={1}
              value={form.years_experience}
              onChange={(event) => set('years_experience', event.target.value)}
            />
          </label>
          <label className={css.field}>
            {t`Consultant since`}
            <input className={css.control} type="month" value={form.consultant_since} onChange={(event) => set('consultant_since', event.target.value)} />
          </label>
          <label className={css.field}>
            {t`Pronouns`}
            <input className={css.control} value={form.pronouns} onChange={(event) => set('pronouns', event.target.value)} />
          </label>
        </div>
        <label className={css.field}>
          {t`Bio`}
          <textarea className={css.textarea} rows={5} value={form.bio} onChange={(event) => set('bio', event.target.value)} />
        </label>
        {vis('bio')}
      </Fieldset>

      <Fieldset legend={t`Practice`}>
        {list('specialties', t`Specialties`, SPECIALTY_SUGGESTIONS)}
        {list('cities', t`Cities`, SAUDI_CITY_SUGGESTIONS)}
        {list('hospitals', t`Hospitals`)}
        {list('clinical_interests', t`Clinical interests`)}
        {vis('clinical_interests')}
        {edit ? (
          <LinesField label={t`Languages`} hint={t`code:label, comma-separated (for example en:English, ar:العربية).`} value={form.lines.languages_spoken} onChange={(value) => setLine('languages_spoken', value)} rows={2} />
        ) : (
          <LanguagesEditor label={t`Languages`} values={form.languages_spoken} onChange={(value) => set('languages_spoken', value)} suggestions={LANGUAGE_SUGGESTIONS} />
        )}
        {vis('languages_spoken')}
      </Fieldset>

      <Fieldset legend={t`Work contacts`}>
        <div className={css.grid}>
          <label className={css.field}>
            {t`Work e-mail`}
            <input className={css.control} type="email" autoComplete="work email" dir="ltr" value={form.work_contacts.email} onChange={(event) => setIn('work_contacts', { email: event.target.value })} />
          </label>
          <label className={css.field}>
            {t`Work phone`}
            <input className={css.control} type="tel" autoComplete="work tel" dir="ltr" value={form.work_contacts.phone} onChange={(event) => setIn('work_contacts', { phone: event.target.value })} />
          </label>
        </div>
        {vis('work_contacts')}
        <label className={css.checkbox}>
          <input type="checkbox" checked={form.display_preferences.show_email_in_directory} onChange={(event) => setIn('display_preferences', { show_email_in_directory: event.target.checked })} />
          {t`Show my e-mail in the directory`}
        </label>
        <label className={css.checkbox}>
          <input type="checkbox" checked={form.display_preferences.show_phone_in_directory} onChange={(event) => setIn('display_preferences', { show_phone_in_directory: event.target.checked })} />
          {t`Show my phone in the directory`}
        </label>
      </Fieldset>

      <Fieldset legend={t`Clinic location`}>
        <div className={css.grid}>
          {(
            [
              ['hospital', t`Hospital`],
              ['department', t`Department`],
              ['address1', t`Address line 1`],
              ['address2', t`Address line 2`],
              ['city', t`City`],
              ['region', t`Region`],
              ['postal_code', t`Postal code`],
              ['country', t`Country`],
              ['lat', t`Latitude`],
              ['lng', t`Longitude`],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className={css.field}>
              {label}
              <input
                className={css.control}
                inputMode={key === 'lat' || key === 'lng' ? 'decimal' : undefined}
                value={form.clinic_location[key]}
                onChange={(event) => setIn('clinic_location', { [key]: event.target.value })}
              />
            </label>
          ))}
        </div>
        {vis('clinic_location')}
      </Fieldset>

      <Fieldset legend={t`Links`}>
        <div className={css.grid}>
          {(
            [
              ['linkedin', 'LinkedIn'],
              ['orcid', 'ORCID'],
              ['researchgate', 'ResearchGate'],
              ['institutional_page', t`Institutional page`],
            ] as const
          ).map(([key, label]) => (
            <label key={key} className={css.field}>
              {label}
              <input className={css.control} type={key === 'orcid' ? 'text' : 'url'} dir="ltr" value={form.links[key]} onChange={(event) => setIn('links', { [key]: event.target.value })} />
            </label>
          ))}
        </div>
        {vis('links')}
      </Fieldset>

      <Fieldset legend={t`Education and research`}>
        {edit ? (
          <LinesField label={t`Qualifications`} hint={t`One per line: title|institution|year`} value={form.lines.qualifications} onChange={(value) => setLine('qualifications', value)} />
        ) : (
          <RowsEditor
            label={t`Qualifications`}
            rows={form.qualifications}
            empty={{ title: '', institution: '', year: null }}
            columns={[
              { key: 'title', label: t`Title` },
              { key: 'institution', label: t`Institution` },
              { key: 'year', label: t`Year`, type: 'year' },
            ]}
            onChange={(rows) => set('qualifications', rows)}
          />
        )}
        {vis('qualifications')}
        {list('fellowships', t`Fellowships`)}
        {edit ? (
          <LinesField label={t`Publications`} hint={t`One per line: title|venue|year|doi|url`} value={form.lines.publications} onChange={(value) => setLine('publications', value)} />
        ) : (
          <RowsEditor
            label={t`Publications`}
            rows={form.publications}
            empty={{ title: '', venue: '', year: null, doi: '', url: '' }}
            columns={[
              { key: 'title', label: t`Title` },
              { key: 'venue', label: t`Venue` },
              { key: 'year', label: t`Year`, type: 'year' },
              { key: 'doi', label: 'DOI' },
              { key: 'url', label: t`Web address`, type: 'url' },
            ]}
            onChange={(rows) => set('publications', rows)}
          />
        )}
        {vis('publications')}
        {edit ? (
          <LinesField label={t`Teaching roles`} hint={t`One per line: role|institution|year`} value={form.lines.teaching_roles} onChange={(value) => setLine('teaching_roles', value)} />
        ) : (
          <RowsEditor
            label={t`Teaching roles`}
            rows={form.teaching_roles}
            empty={{ role: '', institution: '', year: null }}
            columns={[
              { key: 'role', label: t`Role` },
              { key: 'institution', label: t`Institution` },
              { key: 'year', label: t`Year`, type: 'year' },
            ]}
            onChange={(rows) => set('teaching_roles', rows)}
          />
        )}
      </Fieldset>

      <Fieldset legend={t`The society`}>
        {edit ? (
          <LinesField
            label={t`Association roles`}
            hint={t`One per line: role|committee|start_date|end_date`}
            value={form.lines.association_roles}
            onChange={(value) => setLine('association_roles', value)}
          />
        ) : (
          <RowsEditor
            label={t`Association roles`}
            rows={form.association_roles}
            empty={{ role: '', committee: '', start_date: '', end_date: '' }}
            columns={[
              { key: 'role', label: t`Role` },
              { key: 'committee', label: t`Committee` },
              { key: 'start_date', label: t`Start date`, type: 'date' },
              { key: 'end_date', label: t`End date`, type: 'date' },
            ]}
            onChange={(rows) => set('association_roles', rows)}
          />
        )}
        {list('collaboration_interests', t`Collaboration interests`)}
      </Fieldset>

      {save.isError ? (
        <div role="alert" className={css.error}>
          {messageOf(save.error)}
        </div>
      ) : null}
      <div className={css.actions}>
        <button type="submit" className={button.primary} disabled={save.isPending || uploading}>
          {save.isPending ? t`Saving…` : t`Save profile`}
        </button>
      </div>
    </form>
  )
}

import { fieldOf, isOneOf } from '@contract/narrow'
import { IMAGE_ALLOWED_TYPES, IMAGE_MAX_BYTES } from '@contract/constants'
import { VALIDATION_CODES } from '@contract/errors'
import { OwnProfileSchema, PROFILE_FIELD_ALIASES, PROFILE_FIELD_NAMES, PROFILE_SECTIONS, type OwnProfile, type ProfileField } from '@contract/members'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ChangeEvent } from 'react'
import { markProfileComplete, profileQueries, saveProfile, uploadAvatar } from '../api/profile-queries'
import { PROFILE_FIELD_LABELS } from '@/lib/profile-field-labels'
import { formFromProfile, payloadOf, type FormMode, type ProfileForm } from '../model'
import { afterEdit, editOf, queueProfileEdit, sendProfileEdit } from '../offline-edits'
import { PendingProfileEdits } from './PendingProfileEdits'
import { ProfileSection, type FormChange } from './ProfileSection'
import * as css from './profile.css'
import { ApiError, OfflineError } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/document-title'
import { entriesOf, flushOutbox } from '@/lib/outbox'
import { LOCAL_AVATAR, PROFILE_EDIT, shownEdits, useQueuedProfileEdits, withEdits } from '@/lib/profile-outbox'
import { currentLocale } from '@/lib/i18n'
import { button } from '@/ui/button.css'

interface Props {
  mode: FormMode
  /** Called after a successful save with the saved profile (the route navigates: to the dashboard after a first save). */
  onSaved: (profile: OwnProfile) => void
}

/** /complete-profile (the first time, after activation) and /profile (later edits): one form, two modes. */
export function ProfileFormPage({ mode, onSaved }: Props) {
  const { t } = useLingui()
  useDocumentTitle(mode === 'edit' ? t`Edit Profile` : t`Complete your profile`)
  const own = useQuery(profileQueries.own())
  // Edits saved on this device and not yet sent are part of the profile the member edits.
  const queued = useQueuedProfileEdits(mode === 'edit')
  return (
    <section className={css.page} aria-labelledby="profile-form-title">
      <h1 id="profile-form-title">{mode === 'edit' ? <Trans>Edit Profile</Trans> : <Trans>Complete your profile</Trans>}</h1>
      {mode === 'first-time' ? (
        <p>
          <Trans>Tell other members about your practice. Name and specialty are required; everything else can be added later.</Trans>
        </p>
      ) : null}
      {own.isPending || !queued ? (
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
        <ProfileFormBody key={own.data.id} mode={mode} initial={withEdits(OwnProfileSchema, own.data, shownEdits(queued))} onSaved={onSaved} />
      )}
    </section>
  )
}

/** The form: holds the edited profile, the photo upload and the save; the sections render the fields. */
function ProfileFormBody({ mode, initial, onSaved }: Props & { initial: OwnProfile }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [form, setForm] = useState<ProfileForm>(() => formFromProfile(initial, currentLocale()))
  // What the next queued edit starts from: the profile with the edits already queued here applied.
  const [baseline, setBaseline] = useState(initial)
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  // A photo chosen offline: previewed from the device, sent with the queued edit.
  const [localAvatar, setLocalAvatar] = useState<{
    file: File
    url: string
  } | null>(null)
  useEffect(() => () => void (localAvatar && URL.revokeObjectURL(localAvatar.url)), [localAvatar])
  const change: FormChange = {
    set: (key, value) => setForm((current) => ({ ...current, [key]: value })),
    setIn: (key, part) =>
      setForm((current) => ({
        ...current,
        [key]: { ...current[key], ...part },
      })),
    setLine: (key, value) =>
      setForm((current) => ({
        ...current,
        lines: { ...current.lines, [key]: value },
      })),
    setVisibility: (field, level) =>
      setForm((current) => ({
        ...current,
        visibility: { ...current.visibility, [field]: level },
      })),
  }
  // Opened from a link to one field (the dashboard's "add next"): that field has the focus.
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null
    if (target?.id.startsWith('profile-')) target.focus()
  }, [])
  const keepAvatarLocally = (file: File) => {
    setLocalAvatar({ file, url: URL.createObjectURL(file) })
    change.set('avatar_url', LOCAL_AVATAR)
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
  const fieldLabel = (name: string): string | undefined => {
    const key = withProfileAliasName(name)
    return key ? i18n._(PROFILE_FIELD_LABELS[key]) : undefined
  }
  const messageOf = (error: unknown): string => {
    if (error instanceof ApiError) {
      const detail = fieldOf(error.data, 'detail')
      if (Array.isArray(detail)) {
        return detail
          .map((entry: { msg?: unknown; loc?: unknown }) => {
            const loc = Array.isArray(entry.loc) ? entry.loc.filter((part) => part !== 'body').map(String) : []
            const label = fieldLabel(loc[0] ?? '') ?? loc.join('.')
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
        const edit = editOf(baseline, payload)
        await queueProfileEdit(edit, localAvatar?.file)
        setBaseline(afterEdit(baseline, edit))
        return 'queued' as const
      }
      if (mode === 'edit' && !navigator.onLine) return queue()
      try {
        // Edits still waiting here go first, so this save comes after them as it did on the device.
        if (mode === 'edit' && (await stillWaiting())) return await queue()
        // A photo chosen offline and saved once the connection is back goes up first.
        if (payload.avatar_url === LOCAL_AVATAR && localAvatar) {
          const url = await uploadAvatar(localAvatar.file)
          change.set('avatar_url', url)
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
    if (!isOneOf(IMAGE_ALLOWED_TYPES, file.type)) return setUploadError(t`Invalid file type. Allowed: JPG, PNG, GIF, WEBP`)
    if (file.size > IMAGE_MAX_BYTES) return setUploadError(t`File size exceeds 10MB`)
    // Offline, an edited profile keeps the photo on this device until the connection returns.
    if (mode === 'edit' && !navigator.onLine) return keepAvatarLocally(file)
    setUploading(true)
    try {
      change.set('avatar_url', await uploadAvatar(file))
      setLocalAvatar(null)
    } catch (error) {
      if (mode === 'edit' && error instanceof OfflineError) return keepAvatarLocally(file)
      setUploadError(error instanceof Error && error.message ? error.message : t`Upload failed`)
    } finally {
      setUploading(false)
    }
  }

  const sectionProps = {
    form,
    edit: mode === 'edit',
    change,
    avatar: {
      src: form.avatar_url === LOCAL_AVATAR ? localAvatar?.url : form.avatar_url,
      uploading,
      error: uploadError,
      onFile: (event: ChangeEvent<HTMLInputElement>) => void onAvatar(event),
    },
  }
  return (
    <form
      className={css.form}
      noValidate={false}
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      {mode === 'edit' ? <PendingProfileEdits /> : null}
      {queuedOffline ? (
        <p role="status" className={css.status}>
          <Trans>You are offline. Your changes are saved on this device and will be sent when you are back online.</Trans>
        </p>
      ) : null}
      {PROFILE_SECTIONS.map((section) => (
        <ProfileSection key={section} section={section} {...sectionProps} />
      ))}
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

/** Sends the edits waiting on this device; true when some still wait (the connection dropped again). */
async function stillWaiting(): Promise<boolean> {
  try {
    await flushOutbox({ [PROFILE_EDIT]: sendProfileEdit })
    return (await entriesOf(PROFILE_EDIT)).some((entry) => entry.state === 'pending')
  } catch {
    // No IndexedDB on this device (some private modes): nothing can be waiting in it.
    return false
  }
}

/** The field an error entry names (answers may use an alias). */
function withProfileAliasName(name: string): ProfileField | undefined {
  const key = fieldOf(PROFILE_FIELD_ALIASES, name) ?? name
  return isOneOf(PROFILE_FIELD_NAMES, key) ? key : undefined
}

import { fieldOf, isOneOf } from '@contract/narrow'
import { IMAGE_ALLOWED_TYPES, IMAGE_MAX_BYTES } from '@contract/constants'
import { VALIDATION_CODES } from '@contract/errors'
import {
  OwnProfileSchema,
  PROFILE_FIELD_ALIASES,
  PROFILE_FIELD_NAMES,
  PROFILE_FIELDS,
  PROFILE_SECTIONS,
  type OwnProfile,
  type ProfileField,
  type ProfileSection as Section,
} from '@contract/members'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useBlocker } from '@tanstack/react-router'
import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent } from 'react'
import { markProfileComplete, profileQueries, saveProfile, uploadAvatar } from '../api/profile-queries'
import { PROFILE_FIELD_LABELS, PROFILE_SECTION_LABELS } from '@/lib/i18n/profile-field-labels'
import {
  formFromProfile,
  payloadOf,
  problemsOf,
  type FieldProblem,
  type FormMode,
  type ProfileForm,
} from '../model'
import { afterEdit, editOf, queueProfileEdit, sendProfileEdit } from '../offline-edits'
import { CollapsibleSection } from './editors'
import { PendingProfileEdits } from './PendingProfileEdits'
import { ProfileSection, type FormChange } from './ProfileSection'
import * as css from './profile.css'
import { ApiError, OfflineError } from '@/lib/http/api-client'
import { entriesOf, flushOutbox, useOutbox } from '@/lib/offline/outbox'
import {
  LOCAL_AVATAR,
  PROFILE_EDIT,
  shownEdits,
  useQueuedProfileEdits,
  withEdits,
} from '@/lib/offline/profile-outbox'
import { currentLocale } from '@/lib/i18n/i18n'
import { examplePhone } from '@/lib/http/validation-messages'
import { button } from '@/ui/primitives/button.css'
import { ConfirmDialog } from '@/ui/dialogs/ConfirmDialog'
import { useToast } from '@/ui/primitives/Toast'

interface Props {
  mode: FormMode
  /** Called after a successful save with the saved profile (the route navigates: to the dashboard after a first save). */
  onSaved: (profile: OwnProfile) => void
}

/** /complete-profile (the first time, after activation) and /profile (later edits): one form, two modes. */
export function ProfileFormPage({ mode, onSaved }: Props) {
  const { t } = useLingui()
  const own = useQuery(profileQueries.own())
  // Edits saved on this device and not yet sent are part of the profile the member edits.
  const queued = useQueuedProfileEdits(mode === 'edit')
  return (
    <section className={css.page} aria-labelledby="profile-form-title">
      <h1 id="profile-form-title">
        {mode === 'edit' ? <Trans>Edit Profile</Trans> : <Trans>Complete your profile</Trans>}
      </h1>
      {mode === 'first-time' ? (
        <p className={css.intro}>
          <Trans>
            Tell other members about your practice. Name and specialty are required; everything else can be
            added later.
          </Trans>
        </p>
      ) : null}
      {own.isPending || !queued ? (
        <p role="status" className={css.status}>
          <Trans>Loading…</Trans>
        </p>
      ) : own.isError && !own.data ? (
        <div role="alert" className={css.error}>
          <p>{own.error.message || t`Failed to load`}</p>
          <button type="button" className={button.secondary} onClick={() => void own.refetch()}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : (
        // A failed refresh (offline) keeps the form on the profile it already has.
        <ProfileFormBody
          key={own.data.id}
          mode={mode}
          initial={withEdits(OwnProfileSchema, own.data, shownEdits(queued))}
          onSaved={onSaved}
        />
      )}
    </section>
  )
}

/** The section a field is edited in, for opening it before the field takes the focus. */
const sectionOf = (field: ProfileField): Section => PROFILE_FIELDS[field].section

/** What the contract refuses in the form; a photo kept on this device is uploaded before the save sends its address, so it is not checked as one. */
function problemsOfForm(form: ProfileForm, mode: FormMode): FieldProblem[] {
  const payload = payloadOf(form, mode)
  return problemsOf(payload.avatar_url === LOCAL_AVATAR ? { ...payload, avatar_url: null } : payload)
}

/** Focuses the control with this id, or else the first control of the field (a group of inputs, rows). */
function focusField(id: string, field: ProfileField) {
  // The field's own inputs (ids `profile-<field>-…`) come before its "who can see" choice.
  const target =
    document.getElementById(id) ??
    document.querySelector(`[data-field="${field}"] :is(input, select, textarea)[id^="profile-"]`) ??
    document.querySelector(`[data-field="${field}"] :is(input, select, textarea, button):not([disabled])`)
  if (target instanceof HTMLElement) target.focus()
}

/** The field a focus target (`profile-<field>…`) belongs to. */
function fieldOfTarget(id: string): ProfileField | undefined {
  return PROFILE_FIELD_NAMES.find((field) => id === `profile-${field}` || id.startsWith(`profile-${field}-`))
}

/**
 * The form: holds the edited profile, the photo upload and the save; the sections render the
 * fields. The first section is open, the others open on demand. A save is checked with the
 * contract's schema first: each refused field says why under itself, its section opens and
 * the first one takes the focus. Changes not yet saved show in the save bar, and leaving
 * the page with them (a link or closing the tab) asks first.
 */
function ProfileFormBody({ mode, initial, onSaved }: Props & { initial: OwnProfile }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const toast = useToast()
  const [form, setForm] = useState<ProfileForm>(() => formFromProfile(initial, currentLocale()))
  // The form as last loaded or saved: what "unsaved changes" compares with and Cancel returns to.
  const [savedForm, setSavedForm] = useState(form)
  const dirty = JSON.stringify(form) !== JSON.stringify(savedForm)
  // Edits queued on this device that the server has not received yet.
  const waitingToSend = useOutbox(PROFILE_EDIT).some((entry) => entry.state === 'pending')
  const dirtyRef = useRef(dirty)
  dirtyRef.current = dirty
  const [open, setOpen] = useState<ReadonlySet<Section>>(() => new Set(['identity']))
  const [checked, setChecked] = useState(false)
  const [confirmCancel, setConfirmCancel] = useState(false)
  // A field to focus once the render that opens its section is committed.
  const focusNext = useRef<{ id: string; field: ProfileField } | null>(null)
  const bar = useRef<HTMLDivElement>(null)
  // What was typed is not lost by a click elsewhere in the app, nor by closing the tab.
  const leave = useBlocker({
    shouldBlockFn: () => dirtyRef.current,
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  })
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
    setVisibility: (field, level) =>
      setForm((current) => ({
        ...current,
        visibility: { ...current.visibility, [field]: level },
      })),
  }
  const openSection = (section: Section) => setOpen((current) => new Set([...current, section]))
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
    [VALIDATION_CODES.phone]: t`must be a mobile or landline number, such as ${examplePhone()}`,
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
            const loc = Array.isArray(entry.loc)
              ? entry.loc.filter((part) => part !== 'body').map(String)
              : []
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
  // Checked only once a save was tried, then again on every change (a fixed field loses its message at once).
  const problems = checked ? problemsOfForm(form, mode) : []
  const problemText = new Map(
    problems.map((problem) => {
      // A row or a part of a grouped field is named by its position and label ("Qualifications 2: Year is too small").
      const where = problem.path.length
        ? ` (${problem.path.map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part)).join(' · ')})`
        : ''
      // A missing name is missing in both languages: either one will do.
      if (problem.field === 'full_name_ar' && problem.code === VALIDATION_CODES.required)
        return [problem.field, t`Give your name in Arabic or in English`] as const
      return [
        problem.field,
        `${fieldLabel(problem.field) ?? problem.field}${where} ${codeText[problem.code] ?? t`is not valid`}`,
      ] as const
    }),
  )
  // After a refused save has opened the sections, the first refused field takes the focus.
  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    focusField(target.id, target.field)
  })
  // Opened from a link to one field (the dashboard's "add next"): its section opens, then the field has the focus.
  // Declared after the focusing effect, so the focus waits for the render in which the section is open.
  useEffect(() => {
    const id = window.location.hash ? decodeURIComponent(window.location.hash.slice(1)) : ''
    const field = fieldOfTarget(id)
    if (!field) return
    focusNext.current = { id, field }
    openSection(sectionOf(field))
  }, [])

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
      // What was saved (or queued) is no longer an unsaved change; leaving now asks nothing.
      setSavedForm(form)
      dirtyRef.current = false
      // Queued: "Waiting to send" shows beside the save button and above the form until the
      // outbox delivers it, which confirms it then (src/app/outbox-sync.tsx).
      if (saved === 'queued') return
      toast.show(t`Profile saved`)
      markProfileComplete()
      queryClient.setQueryData(profileQueries.own().queryKey, saved)
      await queryClient.invalidateQueries({ queryKey: ['members'] })
      onSaved(saved)
    },
  })
  const submit = () => {
    const found = problemsOfForm(form, mode)
    setChecked(true)
    const first = found[0]
    if (first) {
      setOpen((current) => new Set([...current, ...found.map((problem) => sectionOf(problem.field))]))
      focusNext.current = { id: ['profile', first.field, ...first.path].join('-'), field: first.field }
      return
    }
    save.mutate()
  }

  const onAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setUploadError(null)
    if (!isOneOf(IMAGE_ALLOWED_TYPES, file.type))
      return setUploadError(t`Invalid file type. Allowed: JPG, PNG, GIF, WEBP`)
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
  // A focused control the sticky save bar would hide is scrolled above it (scroll margins cover most cases; this covers the rest).
  const keepClearOfBar = (event: FocusEvent<HTMLFormElement>) => {
    const barTop = bar.current?.getBoundingClientRect().top
    if (barTop === undefined || bar.current?.contains(event.target)) return
    const bottom = event.target.getBoundingClientRect().bottom
    if (bottom > barTop) window.scrollBy({ top: bottom - barTop + 16 })
  }

  const sectionProps = {
    form,
    change,
    avatar: {
      src: form.avatar_url === LOCAL_AVATAR ? localAvatar?.url : form.avatar_url,
      uploading,
      error: uploadError,
      onFile: (event: ChangeEvent<HTMLInputElement>) => void onAvatar(event),
    },
    problems: problemText,
  }
  return (
    <form
      className={css.form}
      // The contract's schema checks the form (hidden sections included); the browser's own checks would stop at a closed one.
      noValidate
      onFocus={keepClearOfBar}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {mode === 'edit' ? <PendingProfileEdits /> : null}
      {PROFILE_SECTIONS.map((section) => (
        <CollapsibleSection
          key={section}
          id={`profile-section-${section}`}
          title={i18n._(PROFILE_SECTION_LABELS[section])}
          open={open.has(section)}
          problems={problems.filter((problem) => sectionOf(problem.field) === section).length}
          onToggle={() =>
            setOpen((current) => {
              const next = new Set(current)
              if (!next.delete(section)) next.add(section)
              return next
            })
          }
        >
          <ProfileSection section={section} {...sectionProps} />
        </CollapsibleSection>
      ))}
      {save.isError ? (
        <div role="alert" className={css.error}>
          {messageOf(save.error)}
        </div>
      ) : null}
      <div ref={bar} className={css.saveBar}>
        <span role="status" className={css.dirty}>
          {dirty ? t`Unsaved changes` : waitingToSend ? t`Waiting to send` : null}
        </span>
        <button
          type="button"
          className={button.secondary}
          disabled={!dirty || save.isPending}
          onClick={() => setConfirmCancel(true)}
        >
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={button.primary} disabled={save.isPending || uploading}>
          {save.isPending ? t`Saving…` : t`Save profile`}
        </button>
      </div>
      <ConfirmDialog
        open={confirmCancel}
        title={t`Discard your changes?`}
        message={t`What you changed since the last save will be lost.`}
        confirmLabel={t`Discard changes`}
        cancelLabel={t`Keep editing`}
        danger
        size="narrow"
        onClose={() => setConfirmCancel(false)}
        onConfirm={() => {
          setForm(savedForm)
          setChecked(false)
          setConfirmCancel(false)
        }}
      />
      <ConfirmDialog
        open={leave.status === 'blocked'}
        title={t`Leave without saving?`}
        message={t`You have unsaved changes. If you leave this page now, they will be lost.`}
        confirmLabel={t`Leave without saving`}
        cancelLabel={t`Keep editing`}
        danger
        size="narrow"
        onClose={() => leave.reset?.()}
        onConfirm={() => leave.proceed?.()}
      />
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

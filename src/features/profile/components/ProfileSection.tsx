import { AVATAR_SIZES_PX, IMAGE_ALLOWED_TYPES } from '@contract/constants'
import {
  fieldsOfSection,
  visibilityKeyOf,
  LANGUAGE_SUGGESTIONS,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileSection as Section,
  type VisibilityField,
  type VisibilityLevel,
} from '@contract/members'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  formatAssociationRoles,
  formatLanguages,
  formatPublications,
  formatQualifications,
  formatTeachingRoles,
  parseAssociationRoles,
  parseLanguages,
  parsePublications,
  parseQualifications,
  parseTeachingRoles,
} from '@contract/profile-lines'
import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type SyntheticEvent } from 'react'
import { PROFILE_FIELD_LABELS } from '@/lib/i18n/profile-field-labels'
import { allReferenceOptions, useReferenceLabels } from '@/lib/i18n/reference-labels'
import { useSession } from '@/lib/session/session'
import { WHOLE_NUMBER_INPUT } from '@/lib/format/typed-number'
import { formatPhone } from '@/lib/format/format'
import { localeOf } from '@/lib/i18n/i18n'
import type { ListField, ProfileForm } from '../model'
import { LOCAL_AVATAR } from '@/lib/offline/profile-outbox'
import { ClinicLocationEditor } from './ClinicLocationEditor'
import { FieldHead, Group, ListEditor, RowsEditor, VisibilitySelect } from './editors'
import * as css from './profile.css'
import { button } from '@/ui/primitives/button.css'
import { FilePicker } from '@/ui/primitives/FilePicker'

type NestedField = 'work_contacts' | 'clinic_location' | 'links' | 'display_preferences'

/** The changes a section makes to the form the page holds. */
export interface FormChange {
  set: <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => void
  setIn: <K extends NestedField>(key: K, change: Partial<ProfileForm[K]>) => void
  setVisibility: (field: VisibilityField, level: VisibilityLevel) => void
}

/** The photo's state, kept by the page (uploads and the offline copy outlive a section). */
export interface AvatarControls {
  src: string | null | undefined
  uploading: boolean
  error: string | null
  onFile: (event: ChangeEvent<HTMLInputElement>) => void
}

export interface EditorProps {
  form: ProfileForm
  change: FormChange
  avatar: AvatarControls
  /** The field's label, with " *" when a save requires it. */
  label: string
  /** The field's "who can see" choice, shown beside its label (fields whose audience the member picks). */
  aside?: ReactNode
  /** The contract refuses the field's value: its message (with the id `profile-<field>-error`) is shown under it. */
  invalid: boolean
}

function ListField({
  field,
  form,
  change,
  label,
  aside,
  suggestions,
}: EditorProps & { field: ListField; suggestions?: readonly string[] }) {
  return (
    <ListEditor
      id={`profile-${field}`}
      label={label}
      aside={aside}
      values={form[field]}
      onChange={(value) => change.set(field, value)}
      suggestions={suggestions}
    />
  )
}

function TextInput({
  field,
  form,
  change,
  label,
  invalid,
  aside: _aside,
  avatar: _avatar,
  ...input
}: EditorProps & {
  field:
    | 'full_name_ar'
    | 'full_name_en'
    | 'specialty'
    | 'city'
    | 'hospital'
    | 'pronouns'
    | 'years_experience'
    | 'consultant_since'
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form'>) {
  return (
    <label className={css.field}>
      {label}
      <input
        id={`profile-${field}`}
        className={css.control}
        aria-required={PROFILE_FIELDS[field].required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `profile-${field}-error` : undefined}
        value={form[field]}
        onChange={(event) => change.set(field, event.target.value)}
        {...input}
      />
    </label>
  )
}

/** The labels of a reference list in the reader's language, offered while typing (anything else may be typed too). */
function useSuggestions(kind: 'specialty' | 'city'): string[] {
  const { locale } = useReferenceLabels()
  return allReferenceOptions(kind, locale).map((option) => option.label)
}

function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  )
}

function AvatarEditor({ form, change, avatar, label }: EditorProps) {
  const { t } = useLingui()
  const fallback = (event: SyntheticEvent<HTMLImageElement>) => {
    event.currentTarget.src = '/default-avatar.svg'
  }
  return (
    <div>
      <div className={css.avatarRow}>
        {/* The 56 px preview and the 96 px picture of the profile page. */}
        <img
          className={css.avatar}
          src={avatar.src ?? '/default-avatar.svg'}
          width={AVATAR_SIZES_PX.preview}
          height={AVATAR_SIZES_PX.preview}
          alt={t`Photo preview`}
          onError={fallback}
        />
        <img
          className={css.avatar}
          src={avatar.src ?? '/default-avatar.svg'}
          width={AVATAR_SIZES_PX.profile}
          height={AVATAR_SIZES_PX.profile}
          alt=""
          onError={fallback}
        />
        <div className={css.field}>
          <label htmlFor="profile-avatar_url">{label}</label>
          <FilePicker
            id="profile-avatar_url"
            chooseText={<Trans>Choose a photo</Trans>}
            accept={IMAGE_ALLOWED_TYPES.join(',')}
            onChange={avatar.onFile}
            disabled={avatar.uploading}
          />
        </div>
        {avatar.uploading ? (
          <span role="status" className={css.status}>
            <Trans>Uploading…</Trans>
          </span>
        ) : null}
        {form.avatar_url === LOCAL_AVATAR ? (
          <span role="status" className={css.status}>
            <Trans>Waiting to send</Trans> —{' '}
            <Trans>this photo is kept on this device and uploaded when you are back online.</Trans>
          </span>
        ) : null}
        {form.avatar_url ? (
          <button type="button" className={button.ghost} onClick={() => change.set('avatar_url', null)}>
            <Trans>Remove photo</Trans>
          </button>
        ) : null}
      </div>
      {avatar.error ? (
        <p role="alert" className={css.error}>
          {avatar.error}
        </p>
      ) : null}
    </div>
  )
}

function WorkContactsEditor({ form, change, label, aside }: EditorProps) {
  const { t, i18n } = useLingui()
  // The phone given at registration stays on the account; it is offered here, never copied unasked.
  // A user remembered by an older build has no phone field at all.
  const accountPhone = useSession().user?.phone ?? null
  const registeredPhone = accountPhone && formatPhone(accountPhone, localeOf(i18n))
  return (
    <Group label={label} aside={aside}>
      <label className={css.field}>
        {t`Work e-mail`}
        <input
          id="profile-work_contacts-email"
          className={css.control}
          type="email"
          autoComplete="work email"
          dir="ltr"
          value={form.work_contacts.email}
          onChange={(event) => change.setIn('work_contacts', { email: event.target.value })}
        />
      </label>
      <label className={css.field}>
        {t`Work phone`}
        <input
          id="profile-work_contacts-phone"
          className={css.control}
          type="tel"
          autoComplete="work tel"
          dir="ltr"
          value={form.work_contacts.phone}
          onChange={(event) => change.setIn('work_contacts', { phone: event.target.value })}
        />
      </label>
      {accountPhone && accountPhone !== form.work_contacts.phone ? (
        <button
          type="button"
          className={button.secondary}
          onClick={() => change.setIn('work_contacts', { phone: accountPhone })}
        >
          <Trans>
            Use the phone you registered with (<span dir="ltr">{registeredPhone}</span>)
          </Trans>
        </button>
      ) : null}
    </Group>
  )
}

function LinksEditor({ form, change, label, aside }: EditorProps) {
  const { t } = useLingui()
  const parts = [
    ['linkedin', 'LinkedIn'],
    ['orcid', 'ORCID'],
    ['researchgate', 'ResearchGate'],
    ['institutional_page', t`Institutional page`],
  ] as const
  return (
    <Group label={label} aside={aside}>
      {parts.map(([key, partLabel]) => (
        <label key={key} className={css.field}>
          {partLabel}
          <input
            id={`profile-links-${key}`}
            className={css.control}
            type={key === 'orcid' ? 'text' : 'url'}
            dir="ltr"
            value={form.links[key]}
            onChange={(event) => change.setIn('links', { [key]: event.target.value })}
          />
        </label>
      ))}
    </Group>
  )
}

function DisplayPreferencesEditor({ form, change }: EditorProps) {
  const { t } = useLingui()
  return (
    <div className={css.field}>
      <label className={css.checkbox}>
        <input
          type="checkbox"
          checked={form.display_preferences.show_email_in_directory}
          onChange={(event) =>
            change.setIn('display_preferences', {
              show_email_in_directory: event.target.checked,
            })
          }
        />
        {t`Show my e-mail in the directory`}
      </label>
      <label className={css.checkbox}>
        <input
          type="checkbox"
          checked={form.display_preferences.show_phone_in_directory}
          onChange={(event) =>
            change.setIn('display_preferences', {
              show_phone_in_directory: event.target.checked,
            })
          }
        />
        {t`Show my phone in the directory`}
      </label>
    </div>
  )
}

function BioEditor({
  field,
  form,
  change,
  label,
  aside,
  invalid,
}: EditorProps & { field: 'bio_ar' | 'bio_en' }) {
  const lang = field === 'bio_ar' ? 'ar' : 'en'
  return (
    <div className={css.field}>
      <FieldHead aside={aside}>
        <label htmlFor={`profile-${field}`}>{label}</label>
      </FieldHead>
      <textarea
        id={`profile-${field}`}
        className={css.textarea}
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        rows={3}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `profile-${field}-error` : undefined}
        value={form[field]}
        onChange={(event) => change.set(field, event.target.value)}
      />
    </div>
  )
}

/**
 * Female, male or not given: it only makes Arabic text agree with the member, and is never
 * shown to others. A short choice, so it sits on its label's row.
 */
function GenderEditor({ form, change, label }: EditorProps) {
  return (
    <div className={css.field}>
      <FieldHead
        aside={
          <select
            id="profile-gender"
            className={css.compactSelect}
            aria-describedby="profile-gender-hint"
            value={form.gender}
            onChange={(event) => change.set('gender', genderChoice(event.target.value))}
          >
            <option value="">
              <Trans>Not specified</Trans>
            </option>
            <option value="female">
              <Trans>Female</Trans>
            </option>
            <option value="male">
              <Trans>Male</Trans>
            </option>
          </select>
        }
      >
        <label htmlFor="profile-gender">{label}</label>
      </FieldHead>
      <span id="profile-gender-hint" className={css.hint}>
        <Trans>Used only so that Arabic text addresses you correctly; nobody else sees it.</Trans>
      </span>
    </div>
  )
}

const genderChoice = (value: string): ProfileForm['gender'] =>
  value === 'female' || value === 'male' ? value : ''

/** One editor per field of the contract's table: a field without one does not compile. */
const EDITORS: Record<ProfileField, (props: EditorProps) => ReactNode> = {
  // The spec's single name and bio are edited through their Arabic and English fields (the server reads the single ones from them).
  full_name: () => null,
  full_name_ar: (props) => (
    <TextInput field="full_name_ar" lang="ar" dir="rtl" autoComplete="name" {...props} />
  ),
  full_name_en: (props) => (
    <TextInput field="full_name_en" lang="en" dir="ltr" autoComplete="name" {...props} />
  ),
  gender: (props) => <GenderEditor {...props} />,
  specialty: function Specialty(props) {
    const suggestions = useSuggestions('specialty')
    return (
      <>
        <TextInput field="specialty" list="profile-specialty-suggestions" dir="auto" {...props} />
        <Suggestions id="profile-specialty-suggestions" values={suggestions} />
      </>
    )
  },
  avatar_url: (props) => <AvatarEditor {...props} />,
  pronouns: (props) => <TextInput field="pronouns" dir="auto" {...props} />,
  bio: () => null,
  bio_ar: (props) => <BioEditor field="bio_ar" {...props} />,
  bio_en: (props) => <BioEditor field="bio_en" {...props} />,
  specialties: function Specialties(props) {
    return <ListField field="specialties" suggestions={useSuggestions('specialty')} {...props} />
  },
  city: function City(props) {
    const suggestions = useSuggestions('city')
    return (
      <>
        <TextInput field="city" list="profile-city-suggestions" dir="auto" {...props} />
        <Suggestions id="profile-city-suggestions" values={suggestions} />
      </>
    )
  },
  // The other cities and hospitals are one list of "other places", after the main city and hospital.
  cities: function OtherPlaces({ form, change }) {
    const { t } = useLingui()
    const suggestions = useSuggestions('city')
    return (
      <Group label={t`Other places I work`}>
        <ListEditor
          id="profile-cities"
          label={t`Other cities`}
          values={form.cities}
          onChange={(value) => change.set('cities', value)}
          suggestions={suggestions}
        />
        <ListEditor
          id="profile-hospitals"
          label={t`Other hospitals`}
          values={form.hospitals}
          onChange={(value) => change.set('hospitals', value)}
        />
      </Group>
    )
  },
  hospital: (props) => <TextInput field="hospital" dir="auto" {...props} />,
  hospitals: () => null,
  years_experience: (props) => <TextInput field="years_experience" {...WHOLE_NUMBER_INPUT} {...props} />,
  consultant_since: (props) => <TextInput field="consultant_since" type="month" {...props} />,
  clinical_interests: (props) => <ListField field="clinical_interests" {...props} />,
  languages_spoken: function Languages({ form, change, label, aside }) {
    const { t } = useLingui()
    const codes = new Set(form.languages_spoken.map((entry) => entry.code.trim().toLowerCase()))
    const open = LANGUAGE_SUGGESTIONS.filter((entry) => !codes.has(entry.code))
    return (
      <RowsEditor
        id="profile-languages_spoken"
        label={label}
        aside={aside}
        rows={form.languages_spoken}
        empty={{ code: '', label: '' }}
        columns={[
          { key: 'label', label: t`Language name` },
          { key: 'code', label: t`Language code`, type: 'code' },
        ]}
        lines={{
          format: formatLanguages,
          parse: parseLanguages,
          hint: t`code:label, comma-separated (for example en:English, ar:العربية).`,
        }}
        onChange={(next) => change.set('languages_spoken', next)}
        extra={
          open.length ? (
            <div className={css.suggestions} role="group" aria-label={t`Suggestions for ${label}`}>
              {open.map((entry) => (
                <button
                  key={entry.code}
                  type="button"
                  className={css.suggestion}
                  onClick={() => change.set('languages_spoken', [...form.languages_spoken, { ...entry }])}
                >
                  + {entry.label}
                </button>
              ))}
            </div>
          ) : null
        }
      />
    )
  },
  clinic_location: (props) => <ClinicLocationEditor {...props} />,
  work_contacts: (props) => <WorkContactsEditor {...props} />,
  links: (props) => <LinksEditor {...props} />,
  qualifications: function Qualifications({ form, change, label, aside }) {
    const { t } = useLingui()
    return (
      <RowsEditor
        id="profile-qualifications"
        label={label}
        aside={aside}
        rows={form.qualifications}
        empty={{ title: '', institution: '', year: null }}
        columns={[
          { key: 'title', label: t`Title` },
          { key: 'institution', label: t`Institution` },
          { key: 'year', label: t`Year`, type: 'year' },
        ]}
        lines={{
          format: formatQualifications,
          parse: parseQualifications,
          hint: t`One per line: title|institution|year`,
        }}
        onChange={(next) => change.set('qualifications', next)}
      />
    )
  },
  fellowships: (props) => <ListField field="fellowships" {...props} />,
  publications: function Publications({ form, change, label, aside }) {
    const { t } = useLingui()
    return (
      <RowsEditor
        id="profile-publications"
        label={label}
        aside={aside}
        rows={form.publications}
        empty={{ title: '', venue: '', year: null, doi: '', url: '' }}
        columns={[
          { key: 'title', label: t`Title` },
          { key: 'venue', label: t`Venue` },
          { key: 'year', label: t`Year`, type: 'year' },
          { key: 'doi', label: 'DOI', type: 'code' },
          { key: 'url', label: t`Web address`, type: 'url' },
        ]}
        lines={{
          format: formatPublications,
          parse: parsePublications,
          hint: t`One per line: title|venue|year|doi|url`,
        }}
        onChange={(next) => change.set('publications', next)}
      />
    )
  },
  collaboration_interests: (props) => <ListField field="collaboration_interests" {...props} />,
  teaching_roles: function TeachingRoles({ form, change, label, aside }) {
    const { t } = useLingui()
    return (
      <RowsEditor
        id="profile-teaching_roles"
        label={label}
        aside={aside}
        rows={form.teaching_roles}
        empty={{ role: '', institution: '', year: null }}
        columns={[
          { key: 'role', label: t`Role` },
          { key: 'institution', label: t`Institution` },
          { key: 'year', label: t`Year`, type: 'year' },
        ]}
        lines={{
          format: formatTeachingRoles,
          parse: parseTeachingRoles,
          hint: t`One per line: role|institution|year`,
        }}
        onChange={(next) => change.set('teaching_roles', next)}
      />
    )
  },
  association_roles: function AssociationRoles({ form, change, label, aside }) {
    const { t } = useLingui()
    return (
      <RowsEditor
        id="profile-association_roles"
        label={label}
        aside={aside}
        rows={form.association_roles}
        empty={{ role: '', committee: '', start_date: '', end_date: '' }}
        columns={[
          { key: 'role', label: t`Role` },
          { key: 'committee', label: t`Committee` },
          { key: 'start_date', label: t`Start date`, type: 'date' },
          { key: 'end_date', label: t`End date`, type: 'date' },
        ]}
        lines={{
          format: formatAssociationRoles,
          parse: parseAssociationRoles,
          hint: t`One per line: role|committee|start_date|end_date`,
        }}
        onChange={(next) => change.set('association_roles', next)}
      />
    )
  },
  display_preferences: (props) => <DisplayPreferencesEditor {...props} />,
  // Who may see a field is chosen beside the field itself (see ProfileSection).
  visibility: () => null,
}

/**
 * Fields the form does not show on their own: the spec's single name and bio (edited in each
 * language), the visibility map (chosen beside each field) and the other hospitals (edited
 * with the other cities, as the other places one works).
 */
const FORMLESS_FIELDS: ReadonlySet<ProfileField> = new Set(['full_name', 'bio', 'visibility', 'hospitals'])

/** A formless field whose refusals show under the field that edits it: [formless, shown with]. */
const SHOWN_WITH: readonly (readonly [ProfileField, ProfileField])[] = [['hospitals', 'cities']]

/** The form's order where it departs from the contract's: the other places come after the main city and hospital. */
const FORM_ORDER: readonly ProfileField[] = ['city', 'hospital', 'cities']
const inFormOrder = (fields: readonly ProfileField[]): ProfileField[] => {
  const moved = fields.filter((key) => FORM_ORDER.includes(key))
  const at = fields.findIndex((key) => FORM_ORDER.includes(key))
  if (at < 0) return [...fields]
  const rest = fields.filter((key) => !FORM_ORDER.includes(key))
  const ordered = FORM_ORDER.filter((key) => moved.includes(key))
  return [...rest.slice(0, at), ...ordered, ...rest.slice(at)]
}

/** Labels the form gives a field where its name elsewhere (the profile page) would not say enough. */
const FORM_LABELS: Partial<Record<ProfileField, MessageDescriptor>> = {
  city: msg`Main city`,
  hospital: msg`Main hospital`,
}

/** Short one-line fields share a row on wide screens; every other field takes the section's width. */
const NARROW_FIELDS: ReadonlySet<ProfileField> = new Set([
  'full_name_ar',
  'full_name_en',
  'gender',
  'specialty',
  'pronouns',
  'city',
  'hospital',
  'years_experience',
  'consultant_since',
])

/**
 * The fields of one section of the profile editor, in the contract's table order, each with
 * its editor; a field whose audience the member chooses has its "who can see" choice beside
 * its label, and a field the contract refuses has the reason under it.
 */
export function ProfileSection({
  section,
  problems,
  ...props
}: { section: Section; problems: ReadonlyMap<ProfileField, string> } & Omit<
  EditorProps,
  'label' | 'aside' | 'invalid'
>) {
  const { i18n } = useLingui()
  const labelOf = (key: ProfileField) => i18n._(FORM_LABELS[key] ?? PROFILE_FIELD_LABELS[key])
  // A field's own choice beside it; the bios' shared choice beside the first of them (the Arabic one).
  const visibilityAside = (key: ProfileField) => {
    const chosenBy = visibilityKeyOf(key)
    if (!chosenBy || (chosenBy !== key && key !== `${chosenBy}_ar`)) return undefined
    return (
      <VisibilitySelect
        label={labelOf(chosenBy)}
        value={props.form.visibility[chosenBy]}
        onChange={(level) => props.change.setVisibility(chosenBy, level)}
      />
    )
  }
  return (
    <div className={css.grid}>
      {inFormOrder(fieldsOfSection(section))
        .filter((key) => !FORMLESS_FIELDS.has(key))
        .map((key) => {
          const Editor = EDITORS[key]
          const shownHere = SHOWN_WITH.filter(([, editedIn]) => editedIn === key).map(([field]) =>
            problems.get(field),
          )
          const problem = [problems.get(key), ...shownHere].find((found) => found !== undefined)
          return (
            <div key={key} data-field={key} className={NARROW_FIELDS.has(key) ? css.cell : css.wide}>
              <Editor
                {...props}
                label={PROFILE_FIELDS[key].required ? `${labelOf(key)} *` : labelOf(key)}
                invalid={problem !== undefined}
                aside={visibilityAside(key)}
              />
              {problem ? (
                <p id={`profile-${key}-error`} className={css.fieldError}>
                  {problem}
                </p>
              ) : null}
            </div>
          )
        })}
    </div>
  )
}

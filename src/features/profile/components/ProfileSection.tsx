import { AVATAR_SIZES_PX, IMAGE_ALLOWED_TYPES, YEARS_EXPERIENCE_RANGE } from '@contract/constants'
import {
  fieldsOfSection,
  isVisibilityField,
  LANGUAGE_SUGGESTIONS,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileSection as Section,
  type VisibilityField,
  type VisibilityLevel,
} from '@contract/members'
import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type SyntheticEvent } from 'react'
import { PROFILE_FIELD_LABELS, PROFILE_SECTION_LABELS } from '@/lib/profile-field-labels'
import { allReferenceOptions, useReferenceLabels } from '@/lib/reference-labels'
import { useSession } from '@/lib/session'
import type { LineField, ListField, ProfileForm } from '../model'
import { LOCAL_AVATAR } from '@/lib/profile-outbox'
import { Fieldset, LanguagesEditor, LinesField, ListEditor, RowsEditor, VisibilitySelect } from './editors'
import * as css from './profile.css'
import { button } from '@/ui/button.css'

type NestedField = 'work_contacts' | 'clinic_location' | 'links' | 'display_preferences'

/** The changes a section makes to the form the page holds. */
export interface FormChange {
  set: <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => void
  setIn: <K extends NestedField>(key: K, change: Partial<ProfileForm[K]>) => void
  setLine: (key: LineField, value: string) => void
  setVisibility: (field: VisibilityField, level: VisibilityLevel) => void
}

/** The photo's state, kept by the page (uploads and the offline copy outlive a section). */
export interface AvatarControls {
  src: string | null | undefined
  uploading: boolean
  error: string | null
  onFile: (event: ChangeEvent<HTMLInputElement>) => void
}

interface EditorProps {
  form: ProfileForm
  /** Edit mode: lists and rows are typed in their line formats. */
  edit: boolean
  change: FormChange
  avatar: AvatarControls
  /** The field's label, with " *" when a save requires it. */
  label: string
}

function ListField({ field, form, edit, change, label, suggestions }: EditorProps & { field: ListField; suggestions?: readonly string[] }) {
  const { t } = useLingui()
  return (
    <div className={css.wide}>
      {edit ? (
        <LinesField label={label} hint={t`Comma-separated.`} value={form.lines[field]} onChange={(value) => change.setLine(field, value)} rows={2} />
      ) : (
        <ListEditor label={label} values={form[field]} onChange={(value) => change.set(field, value)} suggestions={suggestions} />
      )}
    </div>
  )
}

function TextInput({
  field,
  form,
  change,
  label,
  edit: _edit,
  avatar: _avatar,
  ...input
}: EditorProps & {
  field: 'full_name' | 'specialty' | 'city' | 'hospital' | 'pronouns' | 'years_experience' | 'consultant_since'
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form'>) {
  return (
    <label className={css.field}>
      {label}
      <input id={`profile-${field}`} className={css.control} required={PROFILE_FIELDS[field].required} value={form[field]} onChange={(event) => change.set(field, event.target.value)} {...input} />
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
    <div className={css.wide}>
      <div className={css.avatarRow}>
        {/* The 56 px preview and the 96 px picture of the profile page. */}
        <img className={css.avatar} src={avatar.src ?? '/default-avatar.svg'} width={AVATAR_SIZES_PX.preview} height={AVATAR_SIZES_PX.preview} alt={t`Photo preview`} onError={fallback} />
        <img className={css.avatar} src={avatar.src ?? '/default-avatar.svg'} width={AVATAR_SIZES_PX.profile} height={AVATAR_SIZES_PX.profile} alt="" onError={fallback} />
        <label className={css.field}>
          {label}
          <input id="profile-avatar_url" type="file" className={css.fileInput} accept={IMAGE_ALLOWED_TYPES.join(',')} onChange={avatar.onFile} disabled={avatar.uploading} />
        </label>
        {avatar.uploading ? (
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

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.wide}>
      <Fieldset legend={label}>
        <div className={css.grid}>{children}</div>
      </Fieldset>
    </div>
  )
}

function WorkContactsEditor({ form, change, label }: EditorProps) {
  const { t } = useLingui()
  // The phone given at registration stays on the account; it is offered here, never copied unasked.
  // A user remembered by an older build has no phone field at all.
  const registeredPhone = useSession().user?.phone ?? null
  return (
    <Group label={label}>
      <label className={css.field}>
        {t`Work e-mail`}
        <input
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
          className={css.control}
          type="tel"
          autoComplete="work tel"
          dir="ltr"
          value={form.work_contacts.phone}
          onChange={(event) => change.setIn('work_contacts', { phone: event.target.value })}
        />
      </label>
      {registeredPhone && registeredPhone !== form.work_contacts.phone ? (
        <button type="button" className={button.secondary} onClick={() => change.setIn('work_contacts', { phone: registeredPhone })}>
          <Trans>
            Use the phone you registered with (<span dir="ltr">{registeredPhone}</span>)
          </Trans>
        </button>
      ) : null}
    </Group>
  )
}

function ClinicLocationEditor({ form, change, label }: EditorProps) {
  const { t } = useLingui()
  const parts = [
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
  return (
    <Group label={label}>
      {parts.map(([key, partLabel]) => (
        <label key={key} className={css.field}>
          {partLabel}
          <input
            className={css.control}
            inputMode={key === 'lat' || key === 'lng' ? 'decimal' : undefined}
            value={form.clinic_location[key]}
            onChange={(event) => change.setIn('clinic_location', { [key]: event.target.value })}
          />
        </label>
      ))}
    </Group>
  )
}

function LinksEditor({ form, change, label }: EditorProps) {
  const { t } = useLingui()
  const parts = [
    ['linkedin', 'LinkedIn'],
    ['orcid', 'ORCID'],
    ['researchgate', 'ResearchGate'],
    ['institutional_page', t`Institutional page`],
  ] as const
  return (
    <Group label={label}>
      {parts.map(([key, partLabel]) => (
        <label key={key} className={css.field}>
          {partLabel}
          <input className={css.control} type={key === 'orcid' ? 'text' : 'url'} dir="ltr" value={form.links[key]} onChange={(event) => change.setIn('links', { [key]: event.target.value })} />
        </label>
      ))}
    </Group>
  )
}

/** Rows in first-time mode (the editor given as children), their line format (with its hint) in edit mode. */
function RowsOrLines({
  field,
  hint,
  form,
  edit,
  change,
  label,
  children,
}: EditorProps & {
  field: 'qualifications' | 'publications' | 'teaching_roles' | 'association_roles'
  hint: string
  children: ReactNode
}) {
  return <div className={css.wide}>{edit ? <LinesField label={label} hint={hint} value={form.lines[field]} onChange={(value) => change.setLine(field, value)} /> : children}</div>
}

function DisplayPreferencesEditor({ form, change }: EditorProps) {
  const { t } = useLingui()
  return (
    <div className={css.wide}>
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

/** One editor per field of the contract's table: a field without one does not compile. */
const EDITORS: Record<ProfileField, (props: EditorProps) => ReactNode> = {
  full_name: (props) => <TextInput field="full_name" autoComplete="name" dir="auto" {...props} />,
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
  bio: ({ form, change, label }) => (
    <label className={`${css.field} ${css.wide}`}>
      {label}
      <textarea id="profile-bio" className={css.textarea} rows={5} value={form.bio} onChange={(event) => change.set('bio', event.target.value)} />
    </label>
  ),
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
  cities: function Cities(props) {
    return <ListField field="cities" suggestions={useSuggestions('city')} {...props} />
  },
  hospital: (props) => <TextInput field="hospital" dir="auto" {...props} />,
  hospitals: (props) => <ListField field="hospitals" {...props} />,
  years_experience: (props) => <TextInput field="years_experience" type="number" inputMode="numeric" min={YEARS_EXPERIENCE_RANGE.min} max={YEARS_EXPERIENCE_RANGE.max} step={1} {...props} />,
  consultant_since: (props) => <TextInput field="consultant_since" type="month" {...props} />,
  clinical_interests: (props) => <ListField field="clinical_interests" {...props} />,
  languages_spoken: function Languages({ form, edit, change, label }) {
    const { t } = useLingui()
    return (
      <div className={css.wide}>
        {edit ? (
          <LinesField
            label={label}
            hint={t`code:label, comma-separated (for example en:English, ar:العربية).`}
            value={form.lines.languages_spoken}
            onChange={(value) => change.setLine('languages_spoken', value)}
            rows={2}
          />
        ) : (
          <LanguagesEditor label={label} values={form.languages_spoken} onChange={(value) => change.set('languages_spoken', value)} suggestions={LANGUAGE_SUGGESTIONS} />
        )}
      </div>
    )
  },
  clinic_location: (props) => <ClinicLocationEditor {...props} />,
  work_contacts: (props) => <WorkContactsEditor {...props} />,
  links: (props) => <LinksEditor {...props} />,
  qualifications: function Qualifications(props) {
    const { t } = useLingui()
    return (
      <RowsOrLines field="qualifications" hint={t`One per line: title|institution|year`} {...props}>
        <RowsEditor
          label={props.label}
          rows={props.form.qualifications}
          empty={{ title: '', institution: '', year: null }}
          columns={[
            { key: 'title', label: t`Title` },
            { key: 'institution', label: t`Institution` },
            { key: 'year', label: t`Year`, type: 'year' },
          ]}
          onChange={(next) => props.change.set('qualifications', next)}
        />
      </RowsOrLines>
    )
  },
  fellowships: (props) => <ListField field="fellowships" {...props} />,
  publications: function Publications(props) {
    const { t } = useLingui()
    return (
      <RowsOrLines field="publications" hint={t`One per line: title|venue|year|doi|url`} {...props}>
        <RowsEditor
          label={props.label}
          rows={props.form.publications}
          empty={{ title: '', venue: '', year: null, doi: '', url: '' }}
          columns={[
            { key: 'title', label: t`Title` },
            { key: 'venue', label: t`Venue` },
            { key: 'year', label: t`Year`, type: 'year' },
            { key: 'doi', label: 'DOI' },
            { key: 'url', label: t`Web address`, type: 'url' },
          ]}
          onChange={(next) => props.change.set('publications', next)}
        />
      </RowsOrLines>
    )
  },
  collaboration_interests: (props) => <ListField field="collaboration_interests" {...props} />,
  teaching_roles: function TeachingRoles(props) {
    const { t } = useLingui()
    return (
      <RowsOrLines field="teaching_roles" hint={t`One per line: role|institution|year`} {...props}>
        <RowsEditor
          label={props.label}
          rows={props.form.teaching_roles}
          empty={{ role: '', institution: '', year: null }}
          columns={[
            { key: 'role', label: t`Role` },
            { key: 'institution', label: t`Institution` },
            { key: 'year', label: t`Year`, type: 'year' },
          ]}
          onChange={(next) => props.change.set('teaching_roles', next)}
        />
      </RowsOrLines>
    )
  },
  association_roles: function AssociationRoles(props) {
    const { t } = useLingui()
    return (
      <RowsOrLines field="association_roles" hint={t`One per line: role|committee|start_date|end_date`} {...props}>
        <RowsEditor
          label={props.label}
          rows={props.form.association_roles}
          empty={{ role: '', committee: '', start_date: '', end_date: '' }}
          columns={[
            { key: 'role', label: t`Role` },
            { key: 'committee', label: t`Committee` },
            { key: 'start_date', label: t`Start date`, type: 'date' },
            { key: 'end_date', label: t`End date`, type: 'date' },
          ]}
          onChange={(next) => props.change.set('association_roles', next)}
        />
      </RowsOrLines>
    )
  },
  display_preferences: (props) => <DisplayPreferencesEditor {...props} />,
  // Who may see a field is chosen beside the field itself (see ProfileSection).
  visibility: () => null,
}

/**
 * One section of the profile editor: the contract's fields of that section in table order,
 * each with its editor, and a "who can see" choice after each field whose audience the
 * member chooses.
 */
export function ProfileSection({ section, ...props }: { section: Section } & Omit<EditorProps, 'label'>) {
  const { i18n } = useLingui()
  const labelOf = (key: ProfileField) => i18n._(PROFILE_FIELD_LABELS[key])
  return (
    <Fieldset legend={i18n._(PROFILE_SECTION_LABELS[section])}>
      <div className={css.grid}>
        {fieldsOfSection(section).map((key) => {
          const Editor = EDITORS[key]
          return (
            <Fragment key={key}>
              <Editor {...props} label={PROFILE_FIELDS[key].required ? `${labelOf(key)} *` : labelOf(key)} />
              {isVisibilityField(key) ? <VisibilitySelect label={labelOf(key)} value={props.form.visibility[key]} onChange={(level) => props.change.setVisibility(key, level)} /> : null}
            </Fragment>
          )
        })}
      </div>
    </Fieldset>
  )
}

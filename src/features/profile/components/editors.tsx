import type { VisibilityLevel } from '@contract/members'
import { VISIBILITY_LEVELS } from '@contract/members'
import { addToList, cleanLanguages, type LanguageEntry } from '@contract/profile-lines'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import * as css from './profile.css'
import { button } from '@/ui/button.css'

/** A list editor: blanks and case-insensitive duplicates are ignored; suggestions add in one click. */
export function ListEditor({
  label,
  values,
  onChange,
  suggestions = [],
}: {
  label: string
  values: string[]
  onChange: (next: string[]) => void
  suggestions?: readonly string[]
}) {
  const { t } = useLingui()
  const inputId = useId()
  const listId = useId()
  const [draft, setDraft] = useState('')
  const add = (entry: string) => {
    onChange(addToList(values, entry))
    setDraft('')
  }
  const lower = new Set(values.map((v) => v.toLocaleLowerCase('en')))
  const open = suggestions.filter((s) => !lower.has(s.toLocaleLowerCase('en')))
  return (
    <div className={css.field} role="group" aria-labelledby={`${inputId}-label`}>
      <span id={`${inputId}-label`}>{label}</span>
      {values.length ? (
        <ul className={css.chips}>
          {values.map((value) => (
            <li key={value} className={css.chip}>
              {value}
              <button type="button" className={css.chipRemove} aria-label={t`Remove ${value}`} onClick={() => onChange(values.filter((v) => v !== value))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={css.addRow}>
        <input
          id={inputId}
          className={css.control}
          value={draft}
          list={suggestions.length ? listId : undefined}
          aria-label={t`Add to ${label}`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add(draft)
            }
          }}
        />
        <button type="button" className={button.secondary} onClick={() => add(draft)} aria-label={t`Add to ${label}`}>
          <Trans>Add</Trans>
        </button>
      </div>
      {suggestions.length ? (
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      {open.length && open.length <= 12 ? (
        <div className={css.suggestions} aria-label={t`Suggestions for ${label}`} role="group">
          {open.map((s) => (
            <button key={s} type="button" className={css.suggestion} onClick={() => add(s)}>
              + {s}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}

/** Languages as code and label pairs: both parts required, codes unique. */
export function LanguagesEditor({
  label,
  values,
  onChange,
  suggestions,
}: {
  label: string
  values: LanguageEntry[]
  onChange: (next: LanguageEntry[]) => void
  suggestions: readonly LanguageEntry[]
}) {
  const { t } = useLingui()
  const groupId = useId()
  const [code, setCode] = useState('')
  const [name, setName] = useState('')
  const add = (entry: LanguageEntry) => {
    onChange(cleanLanguages([...values, entry]))
    setCode('')
    setName('')
  }
  const codes = new Set(values.map((v) => v.code.toLowerCase()))
  return (
    <div className={css.field} role="group" aria-labelledby={groupId}>
      <span id={groupId}>{label}</span>
      {values.length ? (
        <ul className={css.chips}>
          {values.map((entry) => (
            <li key={entry.code} className={css.chip}>
              {entry.label} ({entry.code})
              <button type="button" className={css.chipRemove} aria-label={t`Remove ${entry.label}`} onClick={() => onChange(values.filter((v) => v.code !== entry.code))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={css.addRow}>
        <input className={css.control} value={code} aria-label={t`Language code`} placeholder="en" dir="ltr" onChange={(event) => setCode(event.target.value)} />
        <input className={css.control} value={name} aria-label={t`Language name`} onChange={(event) => setName(event.target.value)} />
        <button type="button" className={button.secondary} disabled={!code.trim() || !name.trim()} onClick={() => add({ code, label: name })}>
          <Trans>Add</Trans>
        </button>
      </div>
      <div className={css.suggestions} role="group" aria-label={t`Suggestions for ${label}`}>
        {suggestions
          .filter((s) => !codes.has(s.code))
          .map((s) => (
            <button key={s.code} type="button" className={css.suggestion} onClick={() => add(s)}>
              + {s.label}
            </button>
          ))}
      </div>
    </div>
  )
}

export interface RowColumn<R> {
  key: keyof R & string
  label: string
  type?: 'text' | 'year' | 'date' | 'url'
}

/** A rows editor: one small card per row, each column an input. */
export function RowsEditor<R extends { [K in keyof R]: string | number | null }>({
  label,
  rows,
  columns,
  empty,
  onChange,
}: {
  label: string
  rows: R[]
  columns: RowColumn<R>[]
  empty: R
  onChange: (next: R[]) => void
}) {
  const { t } = useLingui()
  const groupId = useId()
  const set = (index: number, key: keyof R, raw: string, type: RowColumn<R>['type']) => {
    const value = type === 'year' ? (raw === '' ? null : Number.parseInt(raw, 10)) : raw
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: Number.isNaN(value) ? null : value } : row)))
  }
  return (
    <div className={css.field} role="group" aria-labelledby={groupId}>
      <span id={groupId}>{label}</span>
      {rows.map((row, index) => (
        <div key={index} className={css.rowCard}>
          <div className={css.rowGrid}>
            {columns.map((column) => (
              <label key={column.key} className={css.field}>
                {column.label}
                <input
                  className={css.control}
                  type={column.type === 'year' ? 'number' : column.type === 'date' ? 'date' : column.type === 'url' ? 'url' : 'text'}
                  inputMode={column.type === 'year' ? 'numeric' : undefined}
                  min={column.type === 'year' ? 1900 : undefined}
                  max={column.type === 'year' ? 2100 : undefined}
                  value={row[column.key] === null ? '' : String(row[column.key])}
                  onChange={(event) => set(index, column.key, event.target.value, column.type)}
                />
              </label>
            ))}
            <button type="button" className={button.ghost} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              {t`Remove row ${index + 1}`}
            </button>
          </div>
        </div>
      ))}
      <div>
        <button type="button" className={button.secondary} onClick={() => onChange([...rows, { ...empty }])}>
          {t`Add to ${label}`}
        </button>
      </div>
    </div>
  )
}

/** Edit mode: a list or rows typed as text, one entry a line, in the format the hint shows. */
export function LinesField({ label, hint, value, onChange, rows = 3 }: { label: string; hint: string; value: string; onChange: (next: string) => void; rows?: number }) {
  const id = useId()
  return (
    <div className={css.field}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} className={css.textarea} rows={rows} value={value} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.value)} />
      <p id={`${id}-hint`} className={css.hint} dir="auto">
        {hint}
      </p>
    </div>
  )
}

/** Who may see one field (members_only by default). */
export function VisibilitySelect({ label, value, onChange }: { label: string; value: VisibilityLevel; onChange: (next: VisibilityLevel) => void }) {
  const { t } = useLingui()
  const names: Record<VisibilityLevel, string> = { public: t`Public`, members_only: t`Members only`, private: t`Private` }
  return (
    <label className={css.field}>
      {t`Who can see ${label}`}
      <select className={css.control} value={value} onChange={(event) => onChange(VISIBILITY_LEVELS.find((l) => l === event.target.value) ?? 'members_only')}>
        {VISIBILITY_LEVELS.map((levelName) => (
          <option key={levelName} value={levelName}>
            {names[levelName]}
          </option>
        ))}
      </select>
    </label>
  )
}

export function Fieldset({ legend, children, aside }: { legend: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      {aside}
      {children}
    </fieldset>
  )
}

import type { VisibilityLevel } from '@contract/members'
import { VISIBILITY_LEVELS } from '@contract/members'
import { parseTypedNumber } from '@contract/numbers'
import { addToList } from '@contract/profile-lines'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type ReactNode } from 'react'
import * as css from './profile.css'
import { WHOLE_NUMBER_INPUT } from '@/lib/format/typed-number'
import { button } from '@/ui/primitives/button.css'
import { Icon } from '@/ui/primitives/Icon'

/** A field's label row: the label, and beside it (inline-end) the field's "who can see" choice. */
export function FieldHead({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={css.fieldHead}>
      {children}
      {aside}
    </div>
  )
}

/** A list editor: blanks and case-insensitive duplicates are ignored; suggestions add in one click. */
export function ListEditor({
  id,
  label,
  values,
  onChange,
  suggestions = [],
  aside,
}: {
  id?: string
  label: string
  values: string[]
  onChange: (next: string[]) => void
  suggestions?: readonly string[]
  aside?: ReactNode
}) {
  const { t } = useLingui()
  const ownId = useId()
  const inputId = id ?? ownId
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
      <FieldHead aside={aside}>
        <span id={`${inputId}-label`}>{label}</span>
      </FieldHead>
      {values.length ? (
        <ul className={css.chips}>
          {values.map((value) => (
            <li key={value} className={css.chip} dir="auto">
              {value}
              <button
                type="button"
                className={css.chipRemove}
                aria-label={t`Remove ${value}`}
                onClick={() => onChange(values.filter((v) => v !== value))}
              >
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
          dir="auto"
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
        <button
          type="button"
          className={button.secondary}
          onClick={() => add(draft)}
          aria-label={t`Add to ${label}`}
        >
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

export interface RowColumn<R> {
  key: keyof R & string
  label: string
  type?: 'text' | 'year' | 'date' | 'url' | 'code'
}

/** A rows field's line format, for the "Paste lines" mode: one row a line (or an entry between commas). */
export interface RowLines<R> {
  format: (rows: readonly R[]) => string
  parse: (text: string) => R[]
  hint: string
}

/**
 * Repeatable rows: one small card per row, each column an input, with buttons to move a row
 * up or down (reordering without dragging) and to remove it. "Paste lines" swaps the rows for
 * one text area in the row format, for members who keep their CV as text; every change there
 * is read back into rows at once, so both modes save the same thing.
 */
export function RowsEditor<R extends { [K in keyof R]: string | number | null }>({
  id,
  label,
  rows,
  columns,
  empty,
  onChange,
  lines,
  aside,
  extra,
}: {
  /** The id prefix of the inputs: `${id}-${row}-${column}` (error focus finds them by it). */
  id: string
  label: string
  rows: R[]
  columns: RowColumn<R>[]
  empty: R
  onChange: (next: R[]) => void
  lines: RowLines<R>
  aside?: ReactNode
  /** Below the rows (e.g. suggestions that add a row). */
  extra?: ReactNode
}) {
  const { t } = useLingui()
  const groupId = useId()
  const box = useRef<HTMLDivElement>(null)
  const [pasting, setPasting] = useState(false)
  const [text, setText] = useState('')
  // After a move, add or remove the focus goes where the row went, so keyboard users keep their place.
  const focusLater = (selector: string) =>
    requestAnimationFrame(() => {
      const target = box.current?.querySelector(selector)
      if (target instanceof HTMLElement) target.focus()
    })
  // A year box shows what was typed (Arabic-Indic digits stay so) while it still reads as the row's year.
  const [typedYears, setTypedYears] = useState<Record<string, string>>({})
  const set = (index: number, key: keyof R, raw: string, type: RowColumn<R>['type']) => {
    let value: string | number | null = raw
    if (type === 'year') {
      const year = parseTypedNumber(raw)
      value = year !== null && Number.isInteger(year) ? year : null
      setTypedYears((current) => ({ ...current, [`${index}:${String(key)}`]: raw }))
    }
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)))
  }
  const shown = (row: R, index: number, column: RowColumn<R>) => {
    const value = row[column.key]
    const typed = typedYears[`${index}:${String(column.key)}`]
    if (column.type === 'year' && typed !== undefined && (parseTypedNumber(typed) ?? null) === value)
      return typed
    return value === null ? '' : String(value)
  }
  const move = (index: number, by: -1 | 1) => {
    const target = index + by
    const next = [...rows]
    const [row] = next.splice(index, 1)
    if (row === undefined || target < 0 || target > rows.length - 1) return
    next.splice(target, 0, row)
    onChange(next)
    const edge = (by < 0 && target === 0) || (by > 0 && target === rows.length - 1)
    focusLater(`[data-move="${edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'}-${target}"]`)
  }
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index))
    focusLater(rows.length > 1 ? `[data-remove="${Math.min(index, rows.length - 2)}"]` : '[data-add]')
  }
  const togglePaste = () => {
    if (!pasting) setText(lines.format(rows))
    setPasting(!pasting)
  }
  const inputType = (type: RowColumn<R>['type']) =>
    type === 'date' ? 'date' : type === 'url' ? 'url' : 'text'
  return (
    <div ref={box} className={css.field} role="group" aria-labelledby={groupId}>
      <FieldHead aside={aside}>
        <span id={groupId}>{label}</span>
      </FieldHead>
      {pasting ? (
        <label className={css.field}>
          {t`${label} as lines`}
          <textarea
            id={`${id}-lines`}
            className={css.textarea}
            dir="auto"
            rows={4}
            value={text}
            aria-describedby={`${id}-lines-hint`}
            onChange={(event) => {
              setText(event.target.value)
              onChange(lines.parse(event.target.value))
            }}
          />
          <span id={`${id}-lines-hint`} className={css.hint}>
            {lines.hint}
          </span>
        </label>
      ) : (
        <>
          {rows.length === 0 ? (
            <p className={css.hint}>
              <Trans>Nothing added yet.</Trans>
            </p>
          ) : (
            <ol className={css.rowList}>
              {rows.map((row, index) => {
                const place = index + 1
                return (
                  <li key={index} className={css.rowCard}>
                    <div className={css.rowGrid}>
                      {columns.map((column) => (
                        <label key={column.key} className={css.field}>
                          {column.label}
                          <input
                            id={`${id}-${index}-${column.key}`}
                            className={css.control}
                            type={inputType(column.type)}
                            dir={column.type === 'url' || column.type === 'code' ? 'ltr' : 'auto'}
                            inputMode={column.type === 'year' ? WHOLE_NUMBER_INPUT.inputMode : undefined}
                            autoComplete={
                              column.type === 'year' ? WHOLE_NUMBER_INPUT.autoComplete : undefined
                            }
                            value={shown(row, index, column)}
                            onChange={(event) => set(index, column.key, event.target.value, column.type)}
                          />
                        </label>
                      ))}
                    </div>
                    <div className={css.rowActions}>
                      <button
                        type="button"
                        className={css.iconButton}
                        data-move={`up-${index}`}
                        disabled={index === 0}
                        aria-label={t`Move ${label} row ${place} up`}
                        onClick={() => move(index, -1)}
                      >
                        <span aria-hidden="true">↑</span>
                      </button>
                      <button
                        type="button"
                        className={css.iconButton}
                        data-move={`down-${index}`}
                        disabled={index === rows.length - 1}
                        aria-label={t`Move ${label} row ${place} down`}
                        onClick={() => move(index, 1)}
                      >
                        <span aria-hidden="true">↓</span>
                      </button>
                      <button
                        type="button"
                        className={button.ghost}
                        data-remove={index}
                        aria-label={t`Remove ${label} row ${place}`}
                        onClick={() => remove(index)}
                      >
                        <Trans>Remove</Trans>
                      </button>
                    </div>
                  </li>
                )
              })}
            </ol>
          )}
          {extra}
        </>
      )}
      <div className={css.actions}>
        {pasting ? null : (
          <button
            type="button"
            className={button.secondary}
            data-add
            onClick={() => {
              onChange([...rows, { ...empty }])
              focusLater(`[id="${id}-${rows.length}-${columns[0]?.key ?? ''}"]`)
            }}
          >
            {t`Add to ${label}`}
          </button>
        )}
        <button type="button" className={button.ghost} aria-pressed={pasting} onClick={togglePaste}>
          {pasting ? t`Edit as rows` : t`Paste lines`}
        </button>
      </div>
    </div>
  )
}

/** Who may see one field, chosen beside it: a small select (members only by default). */
export function VisibilitySelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: VisibilityLevel
  onChange: (next: VisibilityLevel) => void
}) {
  const { t } = useLingui()
  const names: Record<VisibilityLevel, string> = {
    public: t`Public`,
    members_only: t`Members only`,
    private: t`Private`,
  }
  return (
    <span className={css.visibility}>
      <Icon name="people" size={14} />

      <select
        className={css.visibilitySelect}
        aria-label={t`Who can see ${label}`}
        value={value}
        onChange={(event) =>
          onChange(VISIBILITY_LEVELS.find((l) => l === event.target.value) ?? 'members_only')
        }
      >
        {VISIBILITY_LEVELS.map((levelName) => (
          <option key={levelName} value={levelName}>
            {names[levelName]}
          </option>
        ))}
      </select>
    </span>
  )
}

/** A group of inputs under one caption, with the field's "who can see" choice beside the caption. */
export function Fieldset({
  legend,
  children,
  aside,
}: {
  legend: string
  children: ReactNode
  aside?: ReactNode
}) {
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      {aside ? <div className={css.legendAside}>{aside}</div> : null}
      {children}
    </fieldset>
  )
}

/** A field made of several inputs (contacts, links, clinic location): a captioned group laid out as a grid. */
export function Group({ label, aside, children }: { label: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Fieldset legend={label} aside={aside}>
      <div className={css.grid}>{children}</div>
    </Fieldset>
  )
}

/**
 * One section of the editor as a disclosure: a heading whose button opens or closes it. The
 * fields stay in the page while closed (hidden), so what was typed is kept and a save still
 * checks them; a section with a problem opens before its field takes the focus.
 */
export function CollapsibleSection({
  id,
  title,
  open,
  onToggle,
  problems,
  children,
}: {
  id: string
  title: string
  open: boolean
  onToggle: () => void
  problems: number
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <section className={css.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={css.sectionHeading}>
        <button
          type="button"
          className={css.sectionToggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
        >
          <span>{title}</span>
          {problems > 0 ? (
            <span
              className={css.sectionProblems}
            >{t`${plural(problems, { one: '# field to fix', other: '# fields to fix' })}`}</span>
          ) : null}
          <span aria-hidden="true" className={css.chevron}>
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={id} className={css.sectionBody} hidden={!open}>
        {children}
      </div>
    </section>
  )
}

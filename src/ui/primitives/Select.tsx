import { useId } from 'react'
import * as css from './select.css'

export interface SelectOption<Value extends string = string> {
  value: Value
  label: string
}

interface SelectProps<Value extends string> {
  label: string
  value: Value | undefined
  options: readonly SelectOption<Value>[]
  onChange: (value: Value | undefined) => void
  allLabel?: string
}

/** Hands back the option's own typed value, found among the options, so callers need no cast. */
export function Select<Value extends string>({
  label,
  value,
  options,
  onChange,
  allLabel,
}: SelectProps<Value>) {
  const id = useId()
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <select
        id={id}
        className={css.select}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
      >
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

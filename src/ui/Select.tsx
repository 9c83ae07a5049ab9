import { useId } from 'react'
import * as css from './select.css'

export interface SelectOption {
  value: string
  label: string
}

/** A compact labelled select for toolbars; the empty value is the "All" choice. */
export function Select({ label, value, options, onChange, allLabel }: { label: string; value: string; options: readonly SelectOption[]; onChange: (value: string) => void; allLabel?: string }) {
  const id = useId()
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <select id={id} className={css.select} value={value} onChange={(event) => onChange(event.target.value)}>
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

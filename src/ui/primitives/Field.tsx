import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react'
import { FilePicker } from './FilePicker'
import * as css from './field.css'

interface ControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  className: string
}

interface FieldProps {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  id?: string
  children: (control: ControlProps) => ReactNode
}

function Field({ label, hint, error, id, children }: FieldProps) {
  const made = useId()
  const controlId = id ?? `field-${made}`
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={css.field}>
      <label htmlFor={controlId} className={css.label}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={css.hint}>
          {hint}
        </span>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        className: css.control,
      })}
      {error ? (
        <span id={errorId} className={css.error}>
          {error}
        </span>
      ) : null}
    </div>
  )
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> &
  Omit<FieldProps, 'children'> & { ref?: Ref<HTMLInputElement> }

export function TextField({ label, hint, error, id, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <input {...input} {...control} />}
    </Field>
  )
}

type FileFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> &
  Omit<FieldProps, 'children'> & { chooseText?: ReactNode }

/** A labelled file input whose button and "no file" text follow the reader's language. */
export function FileField({ label, hint, error, id, ...input }: FileFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {/* The picker draws its own box; the field's control class is for text boxes. */}
      {({ className: _box, ...control }) => <FilePicker {...input} {...control} />}
    </Field>
  )
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> &
  Omit<FieldProps, 'children'>

export function SelectField({
  label,
  hint,
  error,
  id,
  children,
  ...select
}: SelectFieldProps & { children: ReactNode }) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select {...select} {...control}>
          {children}
        </select>
      )}
    </Field>
  )
}

type ChoiceFieldProps<Value extends string> = Omit<FieldProps, 'children'> & {
  /** The picklist (a contract constant), in the order offered. */
  choices: readonly Value[]
  labelOf: (value: Value) => ReactNode
  disabled?: boolean
  name?: string
} & (
    | { value: Value; onChange: (value: Value) => void; emptyLabel?: undefined }
    | { value: Value | null; onChange: (value: Value | null) => void; emptyLabel: string }
  )

/**
 * A labelled select over a picklist that hands back the chosen member itself, typed (found in
 * `choices`, not asserted); with `emptyLabel` it offers "none" first, which is null.
 */
export function ChoiceField<Value extends string>({
  choices,
  labelOf,
  label,
  hint,
  error,
  id,
  disabled,
  name,
  ...choice
}: ChoiceFieldProps<Value>) {
  const change = (raw: string) => {
    const chosen = choices.find((value) => value === raw)
    if (choice.emptyLabel !== undefined) choice.onChange(chosen ?? null)
    else if (chosen !== undefined) choice.onChange(chosen)
  }
  return (
    <SelectField
      label={label}
      hint={hint}
      error={error}
      id={id}
      disabled={disabled}
      name={name}
      value={choice.value ?? ''}
      onChange={(event) => change(event.target.value)}
    >
      {choice.emptyLabel !== undefined ? <option value="">{choice.emptyLabel}</option> : null}
      {choices.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </SelectField>
  )
}

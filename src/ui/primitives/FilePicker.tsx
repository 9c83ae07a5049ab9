import { Trans } from '@lingui/react/macro'
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import * as css from './file-picker.css'

type FilePickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  /** The button's words ("Choose a photo"); "Choose a file" when not given. */
  chooseText?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/**
 * A file input in the reader's language. The browser draws its own button and "No file chosen"
 * in the browser's language, which on an Arabic screen is English; here the native input stays
 * (its name comes from the field's label, it takes focus and files) but is invisible over a button
 * and the chosen file's name drawn by the app.
 */
export function FilePicker({ chooseText, onChange, ...input }: FilePickerProps) {
  const [chosen, setChosen] = useState<string | null>(null)
  return (
    <span className={css.picker}>
      <input
        {...input}
        type="file"
        className={css.input}
        onChange={(event) => {
          setChosen(event.target.files?.[0]?.name ?? null)
          onChange?.(event)
        }}
      />
      {/* Hidden from assistive technology: the native input already says what it is and holds. */}
      <span className={css.button} aria-hidden="true">
        {chooseText ?? <Trans>Choose a file</Trans>}
      </span>
      <span className={css.fileName} aria-hidden="true" dir="auto">
        {chosen ?? <Trans>No file chosen</Trans>}
      </span>
    </span>
  )
}

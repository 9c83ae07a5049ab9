import { Trans } from '@lingui/react/macro'
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import * as css from './file-picker.css'

type FilePickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  chooseText?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** The native input stays, invisible over a button and a file name drawn in the reader's language. */
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

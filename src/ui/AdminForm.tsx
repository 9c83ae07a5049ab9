import { POST_BODY_TEXTAREA_ROWS } from '@contract/constants'
import { useId, type ReactNode } from 'react'
import { Markdown } from '@/lib/markdown'
import * as css from './admin-page.css'
import { ModalActions } from './AdminModal'
import { button } from './button.css'

/** The form's error, announced; nothing when there is none. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <p className={css.alert} role="alert">
      {error}
    </p>
  ) : null
}

/** Cancel and Save at the end of a modal form; `before` goes ahead of them (a Preview toggle). */
export function FormActions({ cancelLabel, saveLabel, busy, onCancel, before }: { cancelLabel: ReactNode; saveLabel: ReactNode; busy: boolean; onCancel: () => void; before?: ReactNode }) {
  return (
    <ModalActions>
      {before}
      <button type="button" className={button.secondary} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className={button.primary} disabled={busy}>
        {saveLabel}
      </button>
    </ModalActions>
  )
}

/** A labelled markdown textarea; with `preview`, the rendered text under it. */
export function MarkdownArea(props: { label: string; dir: 'rtl' | 'ltr'; lang?: string; value: string; preview?: boolean; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id}>{props.label}</label>
      <textarea id={id} className={css.textarea} rows={POST_BODY_TEXTAREA_ROWS} dir={props.dir} lang={props.lang} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
      {props.preview ? (
        <div className={css.preview} dir={props.dir} lang={props.lang}>
          <Markdown source={props.value} />
        </div>
      ) : null}
    </div>
  )
}

/** An upload under way: a named progress bar and the percentage (progress from 0 to 1). */
export function UploadProgress({ progress, label, text }: { progress: number; label: string; text: ReactNode }) {
  return (
    <p role="status">
      <progress aria-label={label} value={progress} max={1} /> {text} {Math.round(progress * 100)}%
    </p>
  )
}

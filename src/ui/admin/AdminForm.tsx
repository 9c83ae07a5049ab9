import { POST_BODY_TEXTAREA_ROWS } from '@contract/constants'
import { useId, useState, type ComponentProps, type ReactNode } from 'react'
import { Markdown } from '@/lib/format/markdown'
import * as css from './admin-page.css'
import { ModalActions } from './AdminModal'
import { button } from '../primitives/button.css'
import { FileField } from '../primitives/Field'

export function FormError({ error }: { error: string | null }) {
  return error ? (
    <p className={css.alert} role="alert">
      {error}
    </p>
  ) : null
}

export function FormActions({
  cancelLabel,
  saveLabel,
  busy,
  onCancel,
  before,
}: {
  cancelLabel: ReactNode
  saveLabel: ReactNode
  busy: boolean
  onCancel: () => void
  before?: ReactNode
}) {
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

export function MarkdownArea(props: {
  label: string
  dir: 'rtl' | 'ltr'
  lang?: string
  value: string
  preview?: boolean
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        className={css.textarea}
        rows={POST_BODY_TEXTAREA_ROWS}
        dir={props.dir}
        lang={props.lang}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.preview ? (
        <div className={css.preview} dir={props.dir} lang={props.lang}>
          <Markdown source={props.value} />
        </div>
      ) : null}
    </div>
  )
}

/** `uploading` while the file travels: the form's Save waits for it. */
export function useUpload() {
  const [uploading, setUploading] = useState(false)
  const [uploaded, setUploaded] = useState(0)
  const start = <Result,>(
    upload: (onProgress: (fraction: number) => void) => Promise<Result>,
    done: (result: Result) => void,
    failed: (error: unknown) => void,
  ) => {
    setUploading(true)
    setUploaded(0)
    upload(setUploaded)
      .then(done)
      .catch(failed)
      .finally(() => setUploading(false))
  }
  return { uploading, uploaded, start }
}

export function UploadField({
  onFile,
  ...field
}: Omit<ComponentProps<typeof FileField>, 'onChange'> & { onFile: (file: File) => void }) {
  return (
    <FileField
      {...field}
      onChange={(e) => {
        const file = e.target.files?.[0]
        if (file) onFile(file)
      }}
    />
  )
}

export function UploadProgress({
  progress,
  label,
  text,
}: {
  progress: number
  label: string
  text: ReactNode
}) {
  return (
    <p role="status">
      <progress aria-label={label} value={progress} max={1} /> {text} {Math.round(progress * 100)}%
    </p>
  )
}

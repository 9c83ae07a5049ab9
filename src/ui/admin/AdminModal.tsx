import { useEffect, useId, useRef, type ReactNode } from 'react'
import * as css from './admin-modal.css'

export interface AdminModalProps {
  /** Rendered closed (and empty) when false; mount it conditionally and leave this out otherwise. */
  open?: boolean
  title: ReactNode
  onClose: () => void
  size?: keyof typeof css.dialog
  children: ReactNode
}

/** The admin screens' modal on the native <dialog>: the browser traps focus and gives it back on close. */
export function AdminModal({ open = true, title, onClose, size = 'wide', children }: AdminModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // Escape fires `cancel` then `close`, and Chrome may close with no `cancel`: the parent hears once,
  // and a close it asked for itself is not echoed.
  const cancelled = useRef(false)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  // Closed before it leaves the page, so focus goes back to the opener.
  useEffect(() => {
    const dialog = ref.current
    return () => dialog?.close()
  }, [])
  return (
    <dialog
      ref={ref}
      className={css.dialog[size]}
      aria-labelledby={titleId}
      onCancel={() => {
        cancelled.current = true
        onClose()
      }}
      onClose={() => {
        if (open && !cancelled.current) onClose()
        cancelled.current = false
      }}
    >
      {open ? (
        <>
          <h2 id={titleId}>{title}</h2>
          {children}
        </>
      ) : null}
    </dialog>
  )
}

export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={css.dialogActions}>{children}</div>
}

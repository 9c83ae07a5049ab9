import { useEffect, useRef, type ReactNode } from 'react'
import { button } from '@/ui/button.css'
import * as css from './admin-users.css'

/** A modal built on <dialog>: the browser traps focus, Escape cancels, focus returns on close. */
export function Modal({ open, title, onClose, children }: { open: boolean; title: ReactNode; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog ref={ref} className={css.dialog} aria-labelledby="admin-dialog-title" onClose={onClose} onCancel={onClose}>
      {open ? (
        <>
          <h2 id="admin-dialog-title">{title}</h2>
          {children}
        </>
      ) : null}
    </dialog>
  )
}

export function ConfirmDialog(props: {
  open: boolean
  title: ReactNode
  message: ReactNode
  confirmLabel: ReactNode
  cancelLabel: ReactNode
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Modal open={props.open} title={props.title} onClose={props.onClose}>
      <p>{props.message}</p>
      <div className={css.dialogActions}>
        <button type="button" className={button.secondary} onClick={props.onClose}>
          {props.cancelLabel}
        </button>
        <button type="button" className={props.danger ? button.danger : button.primary} disabled={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
      </div>
    </Modal>
  )
}

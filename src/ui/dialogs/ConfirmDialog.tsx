import type { ReactNode } from 'react'
import { AdminModal, ModalActions, type AdminModalProps } from '../admin/AdminModal'
import { button } from '../primitives/button.css'

export interface ConfirmDialogProps {
  open?: boolean
  title: ReactNode
  message: ReactNode
  confirmLabel: ReactNode
  cancelLabel: ReactNode
  /** A red confirm button, for what cannot be undone. */
  danger?: boolean
  /** Disables the confirm button while the action runs. */
  busy?: boolean
  size?: AdminModalProps['size']
  onConfirm: () => void
  onClose: () => void
}

/** Asks before an action: a message, Cancel, and the confirm button. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  busy,
  size,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <AdminModal open={open} title={title} onClose={onClose} size={size}>
      <p>{message}</p>
      <ModalActions>
        <button type="button" className={button.secondary} onClick={onClose}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={danger ? button.danger : button.primary}
          disabled={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </ModalActions>
    </AdminModal>
  )
}

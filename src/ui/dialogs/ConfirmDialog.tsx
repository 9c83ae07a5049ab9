import type { ReactNode } from 'react'
import { AdminModal, ModalActions, type AdminModalProps } from '../admin/AdminModal'
import { button } from '../primitives/button.css'

export interface ConfirmDialogProps {
  open?: boolean
  title: ReactNode
  message: ReactNode
  confirmLabel: ReactNode
  cancelLabel: ReactNode
  danger?: boolean
  busy?: boolean
  size?: AdminModalProps['size']
  onConfirm: () => void
  onClose: () => void
}

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

import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog'
import { useToast } from '../primitives/Toast'

export interface DeleteConfirmProps extends Omit<
  ConfirmDialogProps,
  'open' | 'danger' | 'busy' | 'onConfirm'
> {
  /** Deletes; the dialog stays open if this fails. */
  remove: () => Promise<unknown>
  deletedText: string
  failedText: (error: unknown) => string
  onDeleted: () => void
}

export function DeleteConfirm({ remove, deletedText, failedText, onDeleted, ...dialog }: DeleteConfirmProps) {
  const toast = useToast()
  return (
    <ConfirmDialog
      {...dialog}
      danger
      onConfirm={() => {
        remove()
          .then(() => {
            toast.show(deletedText, 'success')
            onDeleted()
          })
          .catch((error: unknown) => toast.show(failedText(error), 'error'))
      }}
    />
  )
}

import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog'
import { useToast } from '../primitives/Toast'

export interface DeleteConfirmProps extends Omit<
  ConfirmDialogProps,
  'open' | 'danger' | 'busy' | 'onConfirm'
> {
  /** Deletes; the dialog stays open if this fails. */
  remove: () => Promise<unknown>
  /** The success toast. */
  deletedText: string
  /** The error toast, from what `remove` failed with. */
  failedText: (error: unknown) => string
  /** After the success toast: close the dialog, refresh the list. */
  onDeleted: () => void
}

/** "Delete …? This cannot be undone." with a red Delete: toasts the outcome. */
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

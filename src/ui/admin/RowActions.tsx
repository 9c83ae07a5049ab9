import * as css from './admin-page.css'

export interface RowActionsProps {
  editLabel: string
  deleteLabel: string
  editName: string
  deleteName: string
  onEdit: () => void
  onDelete: () => void
}

export function RowActions({
  editLabel,
  deleteLabel,
  editName,
  deleteName,
  onEdit,
  onDelete,
}: RowActionsProps) {
  return (
    <div className={css.actions}>
      <button type="button" className={css.smallButton.secondary} aria-label={editName} onClick={onEdit}>
        {editLabel}
      </button>
      <button type="button" className={css.smallButton.danger} aria-label={deleteName} onClick={onDelete}>
        {deleteLabel}
      </button>
    </div>
  )
}

import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import * as css from './admin-page.css'
import { button } from '../primitives/button.css'
import { DeleteConfirm } from '../dialogs/DeleteConfirm'
import { RowActions } from './RowActions'
import { useToast } from '../primitives/Toast'
import type { AdminEditingActions } from './useAdminEditing'

export function AdminListHeading({
  id,
  title,
  addLabel,
  onAdd,
}: {
  id: string
  title: string
  addLabel: string
  onAdd: () => void
}) {
  return (
    <div className={css.heading}>
      <h1 id={id}>{title}</h1>
      <button type="button" className={button.primary} onClick={onAdd}>
        {addLabel}
      </button>
    </div>
  )
}

export function EditDeleteActions<Item>({
  item,
  name,
  crud,
}: {
  item: Item
  name: (item: Item) => string
  crud: Pick<AdminEditingActions<Item>, 'edit' | 'askDelete'>
}) {
  const { t } = useLingui()
  return (
    <RowActions
      editLabel={t`Edit`}
      deleteLabel={t`Delete`}
      editName={t`Edit ${name(item)}`}
      deleteName={t`Delete ${name(item)}`}
      onEdit={() => crud.edit(item)}
      onDelete={() => crud.askDelete(item)}
    />
  )
}

interface AdminEditFlowProps<Item> {
  /** The screen is at its "new" address. */
  creating: boolean
  editing: Item | null
  deleting: Item | null
  crud: AdminEditingActions<Item>
  /** The item's title as the table shows it, named in the delete question. */
  name: (item: Item) => string
  /** The create/edit form: `item` null for a new one; `onSaved` after the server accepted it. */
  form: (item: Item | null, onClose: () => void, onSaved: () => void) => ReactNode
  /** The toasts and the delete dialog's title. */
  texts: { saved: string; created: string; deleteTitle: string; deleted: string }
  remove: (item: Item) => Promise<unknown>
  /** The toast when the delete failed, from what it failed with. */
  deleteFailed: (error: unknown) => string
}

/**
 * The create/edit form and the delete confirmation of an admin list screen: the form opens for
 * a new item or the one being edited and toasts "saved"/"created"; the delete asks first.
 */
export function AdminEditFlow<Item>({
  creating,
  editing,
  deleting,
  crud,
  name,
  form,
  texts,
  remove,
  deleteFailed,
}: AdminEditFlowProps<Item>) {
  const { t } = useLingui()
  const toast = useToast()
  return (
    <>
      {creating || editing
        ? form(editing, crud.closeForm, () => {
            toast.show(editing ? texts.saved : texts.created, 'success')
            crud.saved()
          })
        : null}
      {deleting ? (
        <DeleteConfirm
          title={texts.deleteTitle}
          message={t`Delete "${name(deleting)}"? This cannot be undone.`}
          cancelLabel={t`Cancel`}
          confirmLabel={t`Delete`}
          onClose={crud.closeDelete}
          remove={() => remove(deleting)}
          deletedText={texts.deleted}
          failedText={deleteFailed}
          onDeleted={crud.deleted}
        />
      ) : null}
    </>
  )
}

import { useState } from 'react'

/** Closing the form also leaves the "new" address; a save or a delete refreshes the list. */
export function useAdminEditing<Item>({
  onCreatingChange,
  refresh,
}: {
  onCreatingChange: (open: boolean) => void
  refresh: () => Promise<unknown>
}) {
  const [editing, setEditing] = useState<Item | null>(null)
  const [deleting, setDeleting] = useState<Item | null>(null)
  const closeForm = () => {
    setEditing(null)
    onCreatingChange(false)
  }
  return {
    editing,
    deleting,
    edit: (item: Item) => setEditing(item),
    askDelete: (item: Item) => setDeleting(item),
    closeForm,
    saved: () => {
      closeForm()
      void refresh()
    },
    closeDelete: () => setDeleting(null),
    deleted: () => {
      setDeleting(null)
      void refresh()
    },
  }
}

export type AdminEditingActions<Item> = Omit<ReturnType<typeof useAdminEditing<Item>>, 'editing' | 'deleting'>

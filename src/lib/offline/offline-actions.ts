import { useCallback } from 'react'
import { useToast } from '@/ui/primitives/Toast'
import type * as SavedItems from './saved-items'

/** Offline, a Register, Apply or Download link says so at once instead of opening a tab that fails. */
export function useNeedsNetwork(): (message: string, event?: { preventDefault: () => void }) => boolean {
  const toast = useToast()
  return useCallback(
    (message: string, event?: { preventDefault: () => void }) => {
      if (typeof navigator === 'undefined' || navigator.onLine !== false) return false
      event?.preventDefault()
      toast.show(message, 'error')
      return true
    },
    [toast],
  )
}

type SavedItemsModule = typeof SavedItems

let savedItems: Promise<SavedItemsModule> | undefined

/** Started while there is network: a first visit may go offline before the worker controls the page. */
export function loadSavedItems(): Promise<SavedItemsModule> {
  savedItems ??= import('./saved-items').catch((failure: unknown) => {
    savedItems = undefined
    throw failure
  })
  return savedItems
}

export async function downloadSavedCopy(userId: number, resourceId: number): Promise<boolean> {
  const { listSavedItems, storedFile } = await loadSavedItems()
  const entry = (await listSavedItems(userId)).find(
    (saved) => saved.kind === 'resource' && saved.item.id === resourceId,
  )
  const file = entry?.file ? await storedFile(entry.file.key) : undefined
  if (!file) return false
  handOverFile(file, false)
  return true
}

const OBJECT_URL_LIFETIME_MS = 60_000

export function handOverFile(file: { blob: Blob; name: string }, inTab: boolean): void {
  const url = URL.createObjectURL(file.blob)
  const tab = inTab ? window.open(url, '_blank') : null
  if (!tab) {
    const link = document.createElement('a')
    link.href = url
    link.download = file.name
    document.body.append(link)
    link.click()
    link.remove()
  }
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS)
}

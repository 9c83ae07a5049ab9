import { useCallback } from 'react'
import { useToast } from '@/ui/primitives/Toast'
import type * as SavedItems from './saved-items'

/**
 * Actions that need the network: offline, a Register, Apply or Download link says
 * so at once instead of opening a tab that fails. Returns a guard to call first; it answers
 * true (and has told the visitor) when the action must not go on.
 */
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

/**
 * The saved-items module, loaded on demand: the list pages use this module's guard, and Dexie
 * must not come with them. A screen that can save for offline starts the load while it has
 * network, because a first visit may go offline before the service worker controls the page,
 * and then nothing not yet loaded can be fetched. A failed load is tried again next time.
 */
export function loadSavedItems(): Promise<SavedItemsModule> {
  savedItems ??= import('./saved-items').catch((failure: unknown) => {
    savedItems = undefined
    throw failure
  })
  return savedItems
}

/**
 * A resource file the member saved for offline (/workspaces) is handed over from the device;
 * answers false when there is no stored copy (the caller then says the network is needed).
 */
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

/** How long a handed-over file's object URL lives: long enough for the new tab or the download to read it. */
const OBJECT_URL_LIFETIME_MS = 60_000

/**
 * Hands a file kept or made on this device (a saved document, the member's data, a calendar
 * entry) to the browser: opened in a new tab when `inTab` (a type the browser shows),
 * otherwise (or when the tab is blocked) downloaded under its own name.
 */
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

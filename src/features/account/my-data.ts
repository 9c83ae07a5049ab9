import { AccountDataSchema, type AccountData } from '@contract/auth'
import { apiRequest } from '@/lib/http/api-client'
import { listSavedItems, type SavedEntry } from '@/lib/offline/saved-items'
import { handOverFile } from '@/lib/offline/offline-actions'

/** A saved item as it goes into the download: what it is and when it was saved (the file itself stays on the device). */
interface SavedItemRecord {
  kind: SavedEntry['kind']
  saved_at: string
  item: SavedEntry['item']
  file: { name: string; type: string; size: number } | null
}

type MyData = AccountData & { saved_items_on_this_device: SavedItemRecord[] }

/**
 * Everything kept about the member: what the server holds (account, profile, registrations)
 * and what this device keeps for them (saved items), as one JSON document.
 */
export async function collectMyData(userId: number): Promise<MyData> {
  const [server, saved] = await Promise.all([
    apiRequest('/auth/me/data', { schema: AccountDataSchema }),
    listSavedItems(userId),
  ])
  return {
    ...server,
    saved_items_on_this_device: saved.map((entry) => ({
      kind: entry.kind,
      saved_at: new Date(entry.savedAt).toISOString(),
      item: entry.item,
      file: entry.file ? { name: entry.file.name, type: entry.file.type, size: entry.file.size } : null,
    })),
  }
}

/** Hands the document to the browser as a file download. */
export function downloadJson(data: unknown, fileName: string): void {
  handOverFile(
    { blob: new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), name: fileName },
    false,
  )
}

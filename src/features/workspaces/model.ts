import type { SavedEntry, SavedKind } from '@/lib/offline/saved-items'

/** The page's sections, in the order the nav lists them (Events, Resources, Jobs). */
export const SAVED_KINDS = ['event', 'resource', 'job'] as const satisfies readonly SavedKind[]

export type SavedGroups = {
  event: Extract<SavedEntry, { kind: 'event' }>[]
  resource: Extract<SavedEntry, { kind: 'resource' }>[]
  job: Extract<SavedEntry, { kind: 'job' }>[]
}

/** Saved entries by kind, keeping their order (newest first). */
export function groupSaved(entries: readonly SavedEntry[]): SavedGroups {
  const groups: SavedGroups = { event: [], resource: [], job: [] }
  for (const entry of entries) {
    if (entry.kind === 'event') groups.event.push(entry)
    else if (entry.kind === 'resource') groups.resource.push(entry)
    else groups.job.push(entry)
  }
  return groups
}

/**
 * Types the browser shows in a tab (PDF, images, text); other files (DOCX, XLSX) are
 * handed over as a download with their name instead of opening an empty tab.
 */
export function opensInBrowser(type: string): boolean {
  // split always returns at least one part, so [0] exists.
  const base = type.split(';')[0]!.trim().toLowerCase()
  return base === 'application/pdf' || base.startsWith('image/') || base === 'text/plain'
}

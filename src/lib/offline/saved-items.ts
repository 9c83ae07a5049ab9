import { EventSchema, type PublicEvent } from '@contract/events'
import { JobSchema, type PublicJob } from '@contract/jobs'
import { ResourceDownloadResponseSchema, ResourceSchema, type PublicResource } from '@contract/resources'
import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { apiRequest, downloadBlob } from '../http/api-client'
import { db, type SavedItem, type StoredFile } from './db'

export type SavedKind = SavedItem['kind']

export type SaveTarget =
  | { kind: 'event'; item: PublicEvent }
  | { kind: 'resource'; item: PublicResource }
  | { kind: 'job'; item: PublicJob }

export type SavedEntry = SaveTarget & { key: string; savedAt: number; file?: StoredFileInfo }

interface StoredFileInfo {
  key: string
  name: string
  type: string
  size: number
}

const SCHEMAS = { event: EventSchema, resource: ResourceSchema, job: JobSchema } as const

const savedKey = (userId: number, kind: SavedKind, itemId: number) => `${userId}:${kind}:${itemId}`
const fileKey = (savedItemKey: string) => `${savedItemKey}:file`

/** A resource whose file can be kept: not an external link, and with an address. */
function hasDownloadableFile(resource: PublicResource): boolean {
  return resource.file_type !== 'link' && resource.file_url !== ''
}

/** A file name a member recognises: the title, with the file type as extension. */
function storedFileName(resource: PublicResource): string {
  const base = (resource.title_en || resource.title_ar || `resource-${resource.id}`)
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .trim()
  return `${base}.${resource.file_type}`
}

export interface SaveDeps {
  /** POST /resources/{id}/download counts it and answers a (signed) link to the file. */
  fileUrlOf: (resource: PublicResource) => Promise<string>
  download: (url: string) => Promise<Blob>
}

const defaultDeps: SaveDeps = {
  fileUrlOf: async (resource) =>
    (
      await apiRequest(`/resources/${resource.id}/download`, {
        method: 'POST',
        schema: ResourceDownloadResponseSchema,
      })
    ).file_url,
  download: (url) => downloadBlob(url),
}

/**
 * Saves an item for offline reading. A resource's file is downloaded first, so a failed
 * download saves nothing (the member sees the error and can try again).
 */
export async function saveItem(
  userId: number,
  target: SaveTarget,
  deps: SaveDeps = defaultDeps,
): Promise<void> {
  const key = savedKey(userId, target.kind, target.item.id)
  let file: StoredFile | undefined
  if (target.kind === 'resource' && hasDownloadableFile(target.item)) {
    const blob = await deps.download(await deps.fileUrlOf(target.item))
    file = {
      key: fileKey(key),
      owner: key,
      name: storedFileName(target.item),
      type: blob.type,
      size: blob.size,
      blob,
      storedAt: Date.now(),
    }
  }
  const saved: SavedItem = {
    key,
    userId: String(userId),
    kind: target.kind,
    itemId: String(target.item.id),
    item: JSON.stringify(target.item),
    savedAt: Date.now(),
  }
  await db.transaction('rw', db.saved, db.files, async () => {
    await db.saved.put(saved)
    await db.files.where('owner').equals(key).delete()
    if (file) await db.files.put(file)
  })
}

export async function removeItem(userId: number, kind: SavedKind, itemId: number): Promise<void> {
  await removeKeys([savedKey(userId, kind, itemId)])
}

/** "Remove all": every item this member saved, with their files. */
export async function removeAllItems(userId: number): Promise<void> {
  await removeKeys(await db.saved.where('userId').equals(String(userId)).primaryKeys())
}

/**
 * On logout: every saved item and its file on this device. Only the signed-in member's
 * items can be here (each sign-out clears them), and the user may already be forgotten
 * when a failed refresh ends the session, so everything saved goes. Files queued by the
 * outbox have other owners and stay with their entries.
 */
export async function clearSavedItems(): Promise<void> {
  await removeKeys(await db.saved.toCollection().primaryKeys())
}

async function removeKeys(keys: string[]): Promise<void> {
  if (keys.length === 0) return
  await db.transaction('rw', db.saved, db.files, async () => {
    await db.files.where('owner').anyOf(keys).delete()
    await db.saved.bulkDelete(keys)
  })
}

/** The member's saved items, newest first; items stored by an older app that no longer parse are left out. */
export async function listSavedItems(userId: number): Promise<SavedEntry[]> {
  const rows = await db.saved.where('userId').equals(String(userId)).toArray()
  const files = rows.length
    ? await db.files
        .where('owner')
        .anyOf(rows.map((row) => row.key))
        .toArray()
    : []
  const fileOf = new Map(
    files.map((f) => [f.owner, { key: f.key, name: f.name, type: f.type, size: f.size }]),
  )
  const entries: SavedEntry[] = []
  for (const row of rows.sort((a, b) => b.savedAt - a.savedAt)) {
    const entry = parseRow(row, fileOf.get(row.key))
    if (entry) entries.push(entry)
  }
  return entries
}

function parseRow(row: SavedItem, file: StoredFileInfo | undefined): SavedEntry | undefined {
  let data: unknown
  try {
    data = JSON.parse(row.item)
  } catch {
    return undefined
  }
  const base = { key: row.key, savedAt: row.savedAt, ...(file ? { file } : {}) }
  switch (row.kind) {
    case 'event': {
      const parsed = v.safeParse(SCHEMAS.event, data)
      return parsed.success ? { ...base, kind: 'event', item: parsed.output } : undefined
    }
    case 'resource': {
      const parsed = v.safeParse(SCHEMAS.resource, data)
      return parsed.success ? { ...base, kind: 'resource', item: parsed.output } : undefined
    }
    case 'job': {
      const parsed = v.safeParse(SCHEMAS.job, data)
      return parsed.success ? { ...base, kind: 'job', item: parsed.output } : undefined
    }
  }
}

export async function isSaved(userId: number, kind: SavedKind, itemId: number): Promise<boolean> {
  return (await db.saved.get(savedKey(userId, kind, itemId))) !== undefined
}

/** The stored file of a saved item, to open through an object URL. */
export async function storedFile(key: string): Promise<StoredFile | undefined> {
  return db.files.get(key)
}

export interface StorageUsage {
  /** Bytes of this member's saved items: the stored copies and files. */
  saved: number
  /** What the browser reports for the whole app (all caches), where it can. */
  estimate?: { usage: number; quota: number }
}

export async function storageUsage(userId: number): Promise<StorageUsage> {
  const rows = await db.saved.where('userId').equals(String(userId)).toArray()
  const files = rows.length
    ? await db.files
        .where('owner')
        .anyOf(rows.map((row) => row.key))
        .toArray()
    : []
  const saved =
    rows.reduce((sum, row) => sum + row.item.length, 0) + files.reduce((sum, file) => sum + file.size, 0)
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined
  if (!storage?.estimate) return { saved }
  try {
    const { usage, quota } = await storage.estimate()
    return usage !== undefined && quota !== undefined ? { saved, estimate: { usage, quota } } : { saved }
  } catch {
    return { saved }
  }
}

/** Re-runs `query` whenever the stores it reads change; undefined until the first answer. */
function useLive<T>(query: (() => Promise<T>) | null, deps: readonly unknown[]): T | undefined {
  const [value, setValue] = useState<T>()
  useEffect(() => {
    setValue(undefined)
    if (!query) return
    const subscription = liveQuery(query).subscribe({
      next: setValue,
      error: (error: unknown) => console.error('Saved items could not be read', error),
    })
    return () => subscription.unsubscribe()
    // The query closure is new on every render; `deps` say when it really changes.
  }, deps)
  return value
}

export function useSavedItems(userId: number | undefined): SavedEntry[] | undefined {
  return useLive(userId === undefined ? null : () => listSavedItems(userId), [userId])
}

export function useIsSaved(userId: number | undefined, kind: SavedKind, itemId: number): boolean | undefined {
  return useLive(userId === undefined ? null : () => isSaved(userId, kind, itemId), [userId, kind, itemId])
}

export function useStorageUsage(userId: number | undefined): StorageUsage | undefined {
  return useLive(userId === undefined ? null : () => storageUsage(userId), [userId])
}

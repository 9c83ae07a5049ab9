import type { CpdActivityWrite } from '@contract/cpd'
import { addActivity, uploadCpdFile } from './api/cpd-queries'
import { ApiError } from '@/lib/http/api-client'
import type { OutboxEntry } from '@/lib/offline/db'
import { attachmentOf, enqueue, type SendResult } from '@/lib/offline/outbox'
import { requestOutboxSync } from '@/lib/pwa/pwa'

/**
 * External activities added without a connection go through the outbox like profile edits:
 * the activity (and its certificate file, kept in the entry's `files`) waits on the device,
 * shown as "Waiting to send", and is sent once when the connection is back: the file is
 * uploaded first under a key derived from the entry's, then the activity names it under the
 * entry's own key, so a replay after a lost answer stores neither twice.
 */
export const CPD_ACTIVITY_ADD = 'cpd-activity-add'
const FILE_ATTACHMENT = 'file'
export const fileUploadKey = (entryId: string) => `${entryId}-file`
/** The reason of an entry whose file went from the device (the screen words it). */
export const FILE_MISSING = 'fileMissing'

/** What an entry holds: the activity as the form wrote it, without a file id (the file is in the entry). */
export interface QueuedActivity {
  activity: Omit<CpdActivityWrite, 'file_id'>
  fileName: string | null
}

export async function queueActivity(activity: QueuedActivity['activity'], file: File | null): Promise<void> {
  const payload: QueuedActivity = { activity, fileName: file ? file.name : null }
  await enqueue(
    CPD_ACTIVITY_ADD,
    payload,
    file ? [{ name: FILE_ATTACHMENT, blob: file, fileName: file.name }] : [],
  )
  void requestOutboxSync()
}

export function parseQueuedActivity(entry: OutboxEntry): QueuedActivity {
  // Entries of this kind are written only by queueActivity, from a QueuedActivity.
  return JSON.parse(entry.payload) as QueuedActivity
}

export async function sendQueuedActivity(entry: OutboxEntry): Promise<SendResult> {
  const { activity, fileName } = parseQueuedActivity(entry)
  try {
    let fileId: string | null = null
    if (fileName !== null) {
      const file = await attachmentOf(entry.id, FILE_ATTACHMENT)
      if (!file) return { status: 'conflict', detail: FILE_MISSING }
      fileId = (
        await uploadCpdFile(file.blob, { fileName: file.name, idempotencyKey: fileUploadKey(entry.id) })
      ).id
    }
    await addActivity({ ...activity, file_id: fileId }, entry.id)
    return { status: 'sent' }
  } catch (error) {
    // 401 (signed out), 408, 409 (the same request still running) and 429 pass with time;
    // another refusal (hours or a date the server refuses) will not: the member sees why.
    if (
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      ![401, 408, 409, 429].includes(error.status)
    )
      return { status: 'conflict', detail: error.message }
    return { status: 'retry', error: error instanceof Error ? error.message : String(error) }
  }
}

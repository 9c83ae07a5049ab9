import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CPD_ACTIVITY_ADD, fileUploadKey, queueActivity, sendQueuedActivity } from './offline-activities'
import type * as ApiClient from '@/lib/http/api-client'
import { db } from '@/lib/offline/db'
import { entriesOf, flushOutbox } from '@/lib/offline/outbox'

const calls: { path: string; headers?: Record<string, string>; body?: unknown }[] = []
let refuseAdd: 'offline' | 'invalid' | null = null

vi.mock('@/lib/pwa/pwa', () => ({ requestOutboxSync: async () => {} }))
vi.mock('@/lib/http/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof ApiClient>()
  return {
    ...actual,
    apiRequest: async (path: string, options: { headers?: Record<string, string>; body?: unknown } = {}) => {
      calls.push({ path, headers: options.headers, body: options.body })
      if (path === '/members/me/cpd/files') return { id: 'file-1', name: 'course.pdf', size: 5, type: 'pdf' }
      if (refuseAdd === 'offline') {
        refuseAdd = null
        throw new actual.OfflineError()
      }
      if (refuseAdd === 'invalid')
        throw new actual.ApiError('Hours must be between 0.25 and 100, in quarter hours.', 422, {
          code: 'cpdHoursInvalid',
        })
      return {}
    },
  }
})

const activity = {
  title: 'Online fracture course',
  provider: 'AO',
  accreditation_number: 'X-1',
  activity_type: 'online' as const,
  date: '2026-11-20',
  hours: '3.5',
  distinct: false,
}
const senders = { [CPD_ACTIVITY_ADD]: sendQueuedActivity }

beforeEach(async () => {
  calls.length = 0
  refuseAdd = null
  await db.outbox.clear()
  await db.files.clear()
})

describe('an external activity added offline', () => {
  it('waits with its file, then uploads the file and adds the activity naming it, each under a key of the entry', async () => {
    await queueActivity(activity, new File([new Uint8Array([37, 80, 68, 70, 45])], 'course.pdf'))
    const [entry] = await entriesOf(CPD_ACTIVITY_ADD)
    expect(entry).toBeDefined()
    const id = entry?.id ?? ''
    expect(await db.files.count()).toBe(1)

    // The connection drops between the upload and the activity: the entry stays and is sent once later.
    refuseAdd = 'offline'
    expect((await flushOutbox(senders)).remaining).toBe(1)
    const summary = await flushOutbox(senders)
    expect(summary.sentKinds).toEqual([CPD_ACTIVITY_ADD])
    expect(summary.remaining).toBe(0)
    expect(await db.files.count()).toBe(0)
    const uploads = calls.filter((call) => call.path === '/members/me/cpd/files')
    expect(uploads.map((call) => call.headers?.['Idempotency-Key'])).toEqual([
      fileUploadKey(id),
      fileUploadKey(id),
    ])
    const adds = calls.filter((call) => call.path === '/members/me/cpd/activities')
    expect(adds.at(-1)).toEqual({
      path: '/members/me/cpd/activities',
      headers: { 'Idempotency-Key': id },
      body: { ...activity, file_id: 'file-1' },
    })
  })

  it('stops retrying an activity the server refuses, and says why', async () => {
    await queueActivity(activity, null)
    refuseAdd = 'invalid'
    const summary = await flushOutbox(senders)
    expect(summary.conflicts).toBe(1)
    const [entry] = await entriesOf(CPD_ACTIVITY_ADD)
    expect(entry?.state).toBe('conflict')
    expect(entry?.lastError).toContain('quarter hours')
    expect(calls.some((call) => call.path === '/members/me/cpd/files')).toBe(false)
  })
})

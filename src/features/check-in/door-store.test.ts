import 'fake-indexeddb/auto'
import type { CheckInData } from '@contract/registrations'
import Dexie from 'dexie'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearDoors, loadDoor, recordScan, refreshDoor, scansOf } from './door-store'
import { CHECK_IN_SCAN, sendCheckInScan } from './scan-sender'
import { ApiError } from '@/lib/http/api-client'
import { db, PortalDatabase } from '@/lib/offline/db'
import { entriesOf, flushOutbox } from '@/lib/offline/outbox'

/** The server, as the door's calls see it: answers queued per test. */
const answers: (() => unknown)[] = []
const sent: { path: string; body: unknown }[] = []
vi.mock('@/lib/http/api-client', async (importOriginal) => {
  const actual: object = await importOriginal()
  return {
    ...actual,
    apiRequest: vi.fn(async (path: string, options: { body?: unknown } = {}) => {
      sent.push({ path, body: options.body })
      const next = answers.shift()
      if (!next) throw new Error(`no answer queued for ${path}`)
      return next()
    }),
  }
})

const data = (over: Partial<CheckInData> = {}): CheckInData => ({
  event_id: 5,
  generated_at: '2026-12-01T08:00:00.000Z',
  keys: [{ kid: 1, public_key: 'A'.repeat(43) }],
  roster: [
    { registration_id: 7, full_name: 'د. سارة', full_name_ar: '', full_name_en: '', status: 'registered' },
  ],
  check_ins: [],
  ...over,
})

beforeEach(async () => {
  answers.length = 0
  sent.length = 0
  await clearDoors()
  await db.outbox.clear()
})

describe('the door on the device', () => {
  it('queues a scan in the outbox with its scan kept, sends it once with the entry id as client id, and keeps the flag', async () => {
    const scan = await recordScan({
      eventId: 5,
      sessionId: null,
      registrationId: 7,
      scannedAt: '2026-12-01T08:01:00.000Z',
      ticketCode: 'T'.repeat(104),
    })
    const [entry] = await entriesOf(CHECK_IN_SCAN)
    expect(entry?.id).toBe(scan.clientId)
    answers.push(() => ({
      status: 'checked_in',
      checked_in_at: scan.scannedAt,
      attendee: { full_name: 'د. سارة' },
      registration_id: 7,
      session_id: null,
      flagged: true,
    }))
    expect(await flushOutbox({ [CHECK_IN_SCAN]: sendCheckInScan })).toMatchObject({ sent: 1, remaining: 0 })
    expect(sent[0]?.path).toBe('/events/5/check-ins')
    expect(sent[0]?.body).toMatchObject({
      ticket_code: 'T'.repeat(104),
      client_id: scan.clientId,
      scanned_at: scan.scannedAt,
    })
    expect((await scansOf(5))[0]).toMatchObject({ state: 'synced', flagged: true })
  })

  it('a check-in by name sends the registration id; a refusal is kept for review and leaves the queue; a server fault is retried', async () => {
    await recordScan({ eventId: 5, sessionId: 3, registrationId: 7, scannedAt: '2026-12-01T08:02:00.000Z' })
    answers.push(() => {
      throw new ApiError('This ticket was cancelled', 409, { code: 'ticketRevoked' })
    })
    expect(await flushOutbox({ [CHECK_IN_SCAN]: sendCheckInScan })).toMatchObject({ sent: 1, remaining: 0 })
    expect(sent[0]?.body).toMatchObject({ registration_id: 7, session_id: 3 })
    expect((await scansOf(5))[0]).toMatchObject({ state: 'refused', detail: 'This ticket was cancelled' })

    await recordScan({
      eventId: 5,
      sessionId: null,
      registrationId: 7,
      scannedAt: '2026-12-01T08:03:00.000Z',
    })
    answers.push(() => {
      throw new ApiError('Service unavailable', 503, null)
    })
    expect(await flushOutbox({ [CHECK_IN_SCAN]: sendCheckInScan })).toMatchObject({ sent: 0, remaining: 1 })
  })

  it('refreshes with since, merges, forgets synced scans the server now holds, and is wiped at logout', async () => {
    answers.push(() => data())
    await refreshDoor(5)
    expect(sent[0]?.path).toBe('/events/5/check-in-data')
    const scan = await recordScan({
      eventId: 5,
      sessionId: null,
      registrationId: 7,
      scannedAt: '2026-12-01T08:05:00.000Z',
    })
    await db.doorScans.update(scan.clientId, { state: 'synced' })
    answers.push(() =>
      data({
        generated_at: '2026-12-01T08:10:00.000Z',
        check_ins: [{ registration_id: 7, session_id: null, checked_in_at: scan.scannedAt, flagged: false }],
      }),
    )
    const kept = await refreshDoor(5)
    expect(kept.data?.checkIns).toHaveLength(1)
    expect(kept.data?.generatedAt).toBe('2026-12-01T08:10:00.000Z')
    expect(await scansOf(5)).toEqual([])
    await clearDoors()
    expect(await loadDoor(5)).toEqual({ data: undefined, syncedAt: 0 })
  })
})

describe('the schema upgrade that adds the door stores', () => {
  it('keeps queued edits and saved items of version 2', async () => {
    const name = 'portal-door-upgrade-test'
    const v2 = new Dexie(name)
    v2.version(1).stores({ kv: 'key', outbox: 'id, kind, createdAt, state' })
    v2.version(2).stores({ saved: 'key, userId, kind, savedAt', files: 'key, owner' })
    await v2
      .table('outbox')
      .add({ id: 'edit-1', kind: 'profile', payload: '{}', createdAt: 1, attempts: 0, state: 'pending' })
    await v2
      .table('saved')
      .add({ key: 'u:event:1', userId: 'u', kind: 'event', itemId: '1', item: '{}', savedAt: 1 })
    v2.close()
    const current = new PortalDatabase(name)
    await current.open()
    expect(await current.outbox.get('edit-1')).toMatchObject({ kind: 'profile' })
    expect(await current.saved.count()).toBe(1)
    await current.doors.put({ eventId: 1, data: '{}', syncedAt: 1 })
    expect(await current.doors.count()).toBe(1)
    current.close()
    await Dexie.delete(name)
  })
})

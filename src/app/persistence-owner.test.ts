import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '@/lib/test-doubles'
import type * as PersistenceModule from './persistence'

/**
 * What the app keeps on disk for offline use was fetched for whoever was signed in then —
 * with the fields and items that caller may see. It comes back only for that same caller:
 * never for the next member on the device, nor for a visitor once the session is gone.
 * Each "start" below imports the app's modules afresh over the same IndexedDB.
 */
type Persistence = typeof PersistenceModule

const user = (id: number) => ({
  id,
  email: `m${id}@x.org`,
  role: 'member',
  tier: 'public',
  status: 'active',
  is_active: true,
  must_complete_profile: false,
  full_name: 'M',
  created_at: '2026-01-01T00:00:00Z',
})

/** A start of the app with this member's stored session (tokens + last user), or none. */
async function start(memberId: number | null): Promise<Persistence> {
  vi.resetModules()
  const storage = memoryStorage()
  if (memberId !== null) {
    storage.setItem('access_token', `token-${memberId}`)
    storage.setItem('session_user', JSON.stringify(user(memberId)))
  }
  vi.stubGlobal('localStorage', storage)
  return import('./persistence')
}

async function saveAndWait(p: Persistence, client: QueryClient): Promise<void> {
  await persistQueryClientSave({
    queryClient: client,
    persister: p.persister,
    buster: 'test',
    dehydrateOptions: p.persistOptions.dehydrateOptions,
  })
  const until = Date.now() + 5000
  while (Date.now() < until) {
    if (await p.persister.restoreClient()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('nothing was persisted')
}

async function restored(p: Persistence): Promise<QueryClient> {
  const client = new QueryClient()
  await persistQueryClientRestore({
    queryClient: client,
    persister: p.persister,
    buster: 'test',
    maxAge: p.CACHE_MAX_AGE_MS,
  })
  return client
}

const MEMBER_VIEW = { id: 3, bio: 'members-only bio' }
const MEMBER_LIST = { items: [{ id: 9, title_en: 'Member-only guideline' }], total: 1 }

async function cacheFor(memberId: number): Promise<void> {
  const p = await start(memberId)
  const client = new QueryClient()
  client.setQueryData(['members', 'detail', 3], MEMBER_VIEW)
  client.setQueryData(['resources', 'list', {}], MEMBER_LIST)
  await saveAndWait(p, client)
}

beforeEach(async () => {
  const p = await start(null)
  await p.persister.removeClient()
})
afterEach(() => vi.unstubAllGlobals())

describe('the persisted query cache belongs to one caller', () => {
  it('comes back for the member it was written for', async () => {
    await cacheFor(7)
    const client = await restored(await start(7))
    expect(client.getQueryData(['members', 'detail', 3])).toEqual(MEMBER_VIEW)
    expect(client.getQueryData(['resources', 'list', {}])).toEqual(MEMBER_LIST)
  })

  it('is dropped, not restored, when nobody is signed in at the next start', async () => {
    await cacheFor(7)
    const p = await start(null)
    const client = await restored(p)
    expect(client.getQueryCache().getAll()).toHaveLength(0)
    expect(await p.persister.restoreClient()).toBeUndefined()
  })

  it('is dropped when another member is signed in at the next start', async () => {
    await cacheFor(7)
    const p = await start(8)
    expect((await restored(p)).getQueryCache().getAll()).toHaveLength(0)
    expect(await p.persister.restoreClient()).toBeUndefined()
  })

  it('a visitor’s cache is not restored for a member either (it would show less than they may see, until refetched)', async () => {
    const anonymous = await start(null)
    const client = new QueryClient()
    client.setQueryData(['members', 'locations'], { '': ['Riyadh'] })
    await saveAndWait(anonymous, client)
    expect((await restored(await start(7))).getQueryCache().getAll()).toHaveLength(0)
  })

  it('logout keeps no answer fetched for the member, in memory or written back later', async () => {
    const p = await start(7)
    const client = new QueryClient()
    client.setQueryData(['members', 'detail', 3], MEMBER_VIEW)
    client.setQueryData(['resources', 'list', {}], MEMBER_LIST)
    client.setQueryData(['events', 'list', {}], { items: [], total: 0 })
    await saveAndWait(p, client)
    localStorage.clear()
    await p.clearMemberCache(client)
    expect(client.getQueryData(['members', 'detail', 3])).toBeUndefined()
    // A list no screen shows was given to the member too: it must not linger to be persisted again.
    expect(client.getQueryData(['resources', 'list', {}])).toBeUndefined()
    expect(await p.persister.restoreClient()).toBeUndefined()
    await persistQueryClientSave({
      queryClient: client,
      persister: p.persister,
      buster: 'test',
      dehydrateOptions: p.persistOptions.dehydrateOptions,
    })
    await new Promise((r) => setTimeout(r, 1500))
    expect(JSON.stringify((await p.persister.restoreClient()) ?? null)).not.toContain('Member-only')
  })
})

import { type KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { DirectoryResponseSchema } from '@contract/members'
import { createApp } from '../../app'
import { bearerFor, createUser } from '../../test-support/auth'
import { openSecondInstance, type SecondInstance } from '../../test-support/second-instance'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

/**
 * Two instances on one database: `a` is the test app, `b` a second app with a connection
 * (and so a directory memory) of its own, as a second server process would have. Whatever
 * one of them remembered, a change made through the other, or straight in the database,
 * shows in its very next answer.
 */
let a: TestApp
let second: SecondInstance
let b: SecondInstance['app']

beforeAll(async () => {
  a = await createTestApp()
  second = await openSecondInstance(a)
  b = second.app
})
afterAll(async () => {
  await second.close()
  await a.close()
})

async function member(fullName: string, city: string) {
  const created = await createUser(a.deps, { mustCompleteProfile: true })
  const authorization = await bearerFor(a.deps, created.id)
  const res = await b.request(
    '/api/members/me/profile',
    jsonRequest('PUT', { full_name: fullName, specialty: 'Spine', city }, { Authorization: authorization }),
  )
  expect(res.status).toBe(200)
  return { id: created.id, authorization }
}

async function answer(app: { request: TestApp['app']['request'] }, search: string, authorization?: string) {
  const res = await app.request(
    `/api/members/directory${search}`,
    authorization ? { headers: { Authorization: authorization } } : {},
  )
  expect(res.status).toBe(200)
  expect(res.headers.get('Content-Type')).toBe('application/json')
  return v.parse(DirectoryResponseSchema, await res.json())
}

async function directory(app: { request: TestApp['app']['request'] }, search: string) {
  const body = await answer(app, search)
  return { names: body.items.map((item) => item.full_name), total: body.total }
}

/** Asks both instances twice, so each answers the second time from what it remembered. */
async function bothRemember(search: string) {
  for (const app of [a.app, b, a.app, b]) await directory(app, search)
}

describe('the directory on two instances of one database', () => {
  it('sees a change made through the other instance in its next answer: searches, filters and totals', async () => {
    await member('سارة الشهري', 'Riyadh')
    const search = `?query=${encodeURIComponent('الشهري')}`
    await bothRemember(search)
    await bothRemember('?city=jeddah')
    await bothRemember('')
    expect(await directory(a.app, search)).toEqual({ names: ['سارة الشهري'], total: 1 })

    // Through b: a new member in Jeddah whose name matches the search.
    const newcomer = await member('بدور الشهري', 'Jeddah')
    expect(await directory(a.app, search)).toEqual({ names: ['بدور الشهري', 'سارة الشهري'], total: 2 })
    expect(await directory(a.app, '?city=jeddah')).toEqual({ names: ['بدور الشهري'], total: 1 })
    expect((await directory(a.app, '')).total).toBe(2)

    // Through a: a rename takes her out of the search b remembered.
    await bothRemember(search)
    const renamed = await a.app.request(
      '/api/members/me/profile-full',
      jsonRequest('PATCH', { full_name: 'بدور الغامدي' }, { Authorization: newcomer.authorization }),
    )
    expect(renamed.status).toBe(200)
    expect(await directory(b, search)).toEqual({ names: ['سارة الشهري'], total: 1 })
  })

  it('sees a change written straight to the database by another connection', async () => {
    const search = `?query=${encodeURIComponent('الشهري')}`
    await bothRemember(search)
    await bothRemember('?city=riyadh')
    await second.db
      .updateTable('member_profiles')
      .set({ listed: 0 })
      .where('full_name', '=', 'سارة الشهري')
      .execute()
    expect(await directory(a.app, search)).toEqual({ names: [], total: 0 })
    expect(await directory(a.app, '?city=riyadh')).toEqual({ names: [], total: 0 })
    await a.deps.db
      .updateTable('member_profiles')
      .set({ listed: 1 })
      .where('full_name', '=', 'سارة الشهري')
      .execute()
    expect(await directory(b, search)).toEqual({ names: ['سارة الشهري'], total: 1 })
    expect(await directory(b, '?city=riyadh')).toEqual({ names: ['سارة الشهري'], total: 1 })
  })

  it('answers a page past the end of a remembered answer with its total', async () => {
    const search = `?query=${encodeURIComponent('الشهري')}&page=3`
    await bothRemember(search)
    expect(await directory(a.app, search)).toEqual({ names: [], total: 1 })
    expect(await directory(b, '?city=riyadh&page=3')).toEqual({ names: [], total: 1 })
  })

  it('shows a card changed by another connection in the very next answer: photo, hospital, bio and who may see it', async () => {
    const nadia = await member('نادية الحربي', 'Abha')
    const search = `?query=${encodeURIComponent('الحربي')}`
    const card = async (app: { request: TestApp['app']['request'] }, query: string) =>
      (await answer(app, query)).items.find((item) => item.id === nadia.id)
    await bothRemember(search)
    await bothRemember('?city=abha')
    const profiles = () => second.db.updateTable('member_profiles').where('user_id', '=', nadia.id)
    await profiles()
      .set({ avatar_url: '/uploads/avatars/nadia.webp', hospital: 'مستشفى عسير المركزي' })
      .execute()
    expect(await card(a.app, search)).toMatchObject({
      avatar_url: '/uploads/avatars/nadia.webp',
      hospital: 'مستشفى عسير المركزي',
    })
    expect(await card(a.app, '?city=abha')).toMatchObject({
      avatar_url: '/uploads/avatars/nadia.webp',
      hospital: 'مستشفى عسير المركزي',
    })
    await bothRemember('?city=abha')
    await profiles()
      .set({ bio: 'جراحة اليد', visibility: JSON.stringify({ bio: 'public' }) })
      .execute()
    expect((await card(a.app, '?city=abha'))?.bio).toBe('جراحة اليد')
    await bothRemember('?city=abha')
    await profiles().set({ bio: 'جراحة الكتف' }).execute()
    expect((await card(b, '?city=abha'))?.bio).toBe('جراحة الكتف')
    await bothRemember('?city=abha')
    // Made private: gone from what anyone else sees, at once, on both instances.
    await profiles()
      .set({ visibility: JSON.stringify({ bio: 'private' }) })
      .execute()
    expect((await card(a.app, '?city=abha'))?.bio).toBeUndefined()
    expect((await card(b, search))?.bio).toBeUndefined()
    // Her own card still shows her everything, though the page was remembered for others.
    const own = await answer(a.app, '?city=abha', nadia.authorization)
    expect(own.items.find((item) => item.id === nadia.id)?.bio).toBe('جراحة الكتف')
    expect(
      (await answer(a.app, '?city=abha', (await member('ريم الشهري', 'Taif')).authorization)).items.find(
        (item) => item.id === nadia.id,
      )?.bio,
    ).toBeUndefined()
  })

  it('sees a write committed before the request arrived, even while a counter read that started earlier is still running', async () => {
    // A third instance whose counter reads can be held back after they read the database.
    const gate = holdCounterReads()
    const c = createApp({ ...a.deps, db: a.deps.db.withPlugin(gate.plugin) })
    const search = `?query=${encodeURIComponent('الحربي')}`
    const hospitalOf = async (pending: Promise<{ items: { full_name: string; hospital: string }[] }>) =>
      (await pending).items.find((item) => item.full_name === 'نادية الحربي')?.hospital
    expect(await hospitalOf(answer(c, search))).not.toBe('مستشفى أبها الخاص')

    gate.close()
    const early = answer(c, search)
    // Its counter read has read the database, before the write below, and is not back yet.
    await gate.holding()
    await second.db
      .updateTable('member_profiles')
      .set({ hospital: 'مستشفى أبها الخاص' })
      .where('full_name', '=', 'نادية الحربي')
      .execute()
    const late = answer(c, search)
    // Long enough for the late request to ask for the counter while the early read is held.
    await new Promise((resolve) => setTimeout(resolve, 50))
    gate.open()
    expect(await hospitalOf(late)).toBe('مستشفى أبها الخاص')
    await early
  })
})

/** A plugin that holds the results of counter reads (rows of `changes` alone) while closed. */
function holdCounterReads() {
  let closed = false
  let release: () => void = () => undefined
  let released = Promise.resolve()
  let held: () => void = () => undefined
  let holding = new Promise<void>((resolve) => (held = resolve))
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      const first = args.result.rows[0]
      if (closed && first && typeof first === 'object' && Object.keys(first).join() === 'changes') {
        held()
        await released
      }
      return args.result
    },
  }
  return {
    plugin,
    close: () => {
      closed = true
      released = new Promise<void>((resolve) => (release = resolve))
      holding = new Promise<void>((resolve) => (held = resolve))
    },
    holding: () => holding,
    open: () => {
      closed = false
      release()
    },
  }
}

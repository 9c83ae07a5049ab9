import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { computeEventStatus, canRegister } from '@contract/event-status'
import { EventListResponseSchema, EventSchema } from '@contract/events'
import { signedInAs } from '../../test-support/auth'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { insertEvent, type NewEvent } from './repository'
import { riyadhTime } from './service'

let t: TestApp
const NOW = new Date('2026-06-15T12:00:00.000Z')
const at = (days: number, hours = 0) =>
  new Date(NOW.getTime() + days * 86_400_000 + hours * 3_600_000).toISOString()
const ids: Record<string, number> = {}

const event = (over: Partial<NewEvent> & { title_en: string; starts_at: string }): NewEvent => ({
  type: 'conference',
  status: 'published',
  title_ar: '',
  description_ar: '',
  description_en: '',
  ends_at: null,
  location_ar: '',
  location_en: 'Riyadh',
  stream_url: null,
  capacity: 100,
  registration_deadline: null,
  registration_link: 'https://example.org/register',
  registration_count: 10,
  ...over,
})

async function list(search: string) {
  const res = await t.app.request(`/api/events${search}`)
  expect(res.status).toBe(200)
  return v.parse(EventListResponseSchema, await res.json())
}
const idsOf = (answer: { items: { id: number }[] }) => answer.items.map((e) => e.id)

beforeAll(async () => {
  t = await createTestApp()
  t.setNow(NOW)
  const add = async (name: string, over: Parameters<typeof event>[0]) => {
    ids[name] = await insertEvent(t.deps.db, event(over), NOW)
  }
  await add('completed', {
    title_en: 'Past trauma symposium',
    type: 'symposium',
    starts_at: at(-20),
    ends_at: at(-19),
    status: 'completed',
  })
  await add('pastPublished', {
    title_en: 'Past webinar',
    type: 'webinar',
    starts_at: at(-5),
    ends_at: at(-5, 2),
  })
  await add('ongoing', {
    title_en: 'Ongoing spine workshop',
    type: 'workshop',
    starts_at: at(0, -2),
    ends_at: at(1),
    stream_url: 'https://example.org/live',
  })
  await add('open', {
    title_ar: 'المؤتمر الدولي لإصابات الملاعب',
    title_en: 'International sports injuries conference',
    starts_at: at(10),
    ends_at: at(12),
    registration_deadline: at(5),
  })
  await add('closed', {
    title_en: 'Closed registration course',
    type: 'course',
    starts_at: at(20),
    ends_at: at(21),
    registration_deadline: at(-1),
  })
  await add('noLink', {
    title_en: 'Training without link',
    type: 'training',
    starts_at: at(30),
    registration_link: null,
  })
  await add('draft', { title_en: 'Draft meeting', type: 'meeting', status: 'draft', starts_at: at(15) })
  await add('cancelled', {
    title_en: 'Cancelled meeting',
    type: 'meeting',
    status: 'cancelled',
    starts_at: at(16),
  })
  await add('deleted', {
    title_en: 'Deleted meeting',
    type: 'meeting',
    starts_at: at(17),
    deleted_at: at(-1),
  })
})

afterAll(async () => {
  await t.close()
})

describe('GET /api/events', () => {
  it('shows published and completed events only, with an exact total; by start, newest first by default', async () => {
    const answer = await list('')
    expect(answer.total).toBe(6)
    expect(idsOf(answer)).toEqual([
      ids.noLink,
      ids.closed,
      ids.open,
      ids.ongoing,
      ids.pastPublished,
      ids.completed,
    ])
  })

  it('order=asc and order=desc', async () => {
    expect(idsOf(await list('?order=asc'))[0]).toBe(ids.completed)
    expect(idsOf(await list('?order=desc'))[0]).toBe(ids.noLink)
  })

  it('upcoming=true: future starts, soonest first (the home list with limit=3)', async () => {
    const answer = await list('?upcoming=true&limit=3')
    expect(idsOf(answer)).toEqual([ids.open, ids.closed, ids.noLink])
    expect(answer.total).toBe(3)
  })

  it('past=true: ended events, latest first', async () => {
    expect(idsOf(await list('?past=true'))).toEqual([ids.pastPublished, ids.completed])
  })

  it.each([
    ['upcoming', ['open', 'closed', 'noLink']],
    ['ongoing', ['ongoing']],
    ['completed', ['pastPublished', 'completed']],
    ['registration-open', ['open']],
    ['all', ['noLink', 'closed', 'open', 'ongoing', 'pastPublished', 'completed']],
  ])('status=%s', async (status, names) => {
    const answer = await list(`?status=${status}`)
    expect(idsOf(answer).sort()).toEqual(names.map((n) => ids[n]).sort())
    expect(answer.total).toBe(names.length)
  })

  it('the status filter agrees with the shared computed status rule', async () => {
    const all = (await list('?limit=100')).items
    const completed = new Set(idsOf(await list('?status=completed&limit=100')))
    const ongoing = new Set(idsOf(await list('?status=ongoing&limit=100')))
    const open = new Set(idsOf(await list('?status=registration-open&limit=100')))
    for (const e of all) {
      const status = computeEventStatus(e, NOW)
      expect(completed.has(e.id)).toBe(status === 'completed')
      expect(ongoing.has(e.id)).toBe(status === 'ongoing')
      expect(open.has(e.id)).toBe(canRegister(e, NOW))
    }
  })

  it('filters by category and pages with limit', async () => {
    expect(idsOf(await list('?category=course'))).toEqual([ids.closed])
    expect(await list('?category=meeting')).toEqual({ items: [], total: 0 })
    const page2 = await list('?limit=4&page=2')
    expect(page2.items).toHaveLength(2)
    expect(page2.total).toBe(6)
  })

  it('searches Arabic with other alef and taa marbuta forms than stored', async () => {
    // Stored "لإصابات" (alef with hamza below) and "الدولي"; queried "لاصابات" and "الدولى".
    expect(idsOf(await list(`?search=${encodeURIComponent('لاصابات الملاعب')}`))).toEqual([ids.open])
    expect(idsOf(await list(`?search=${encodeURIComponent('الدولى')}`))).toEqual([ids.open])
    expect(idsOf(await list('?search=spine'))).toEqual([ids.ongoing])
    expect(await list('?search=draft')).toEqual({ items: [], total: 0 })
  })

  it('answers the public reading of the stored event', async () => {
    const res = await t.app.request(`/api/events/${ids.open}`)
    expect(res.status).toBe(200)
    const e = v.parse(EventSchema, await res.json())
    expect(e).toMatchObject({
      category: 'conference',
      start_date: at(10),
      end_date: at(12),
      max_participants: 100,
      current_participants: 10,
      registration_deadline: at(5),
      registration_link: 'https://example.org/register',
    })
    expect(e.start_time).toBe(riyadhTime(at(10)))
    for (const hidden of [ids.draft, ids.cancelled, ids.deleted])
      expect((await t.app.request(`/api/events/${hidden}`)).status).toBe(404)
    // A link to an item that never existed (or no longer does): 404 with the refusal's code, which the app turns into its "not found" state.
    const missing = await t.app.request('/api/events/424242')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: expect.any(String), code: 'eventNotFound' })
  })

  it.each([
    ['page=abc'],
    ['limit=-1'],
    ['limit=10000'],
    ['upcoming=maybe'],
    ['past=2'],
    ['status=evil'],
    ['category=party'],
    ['order=up'],
  ])('answers 422 to %s', async (qs) => {
    expect((await t.app.request(`/api/events?${qs}`)).status).toBe(422)
  })
})

describe('stream links', () => {
  it('go to signed-in active members only', async () => {
    const anonymous = v.parse(EventSchema, await (await t.app.request(`/api/events/${ids.ongoing}`)).json())
    expect(anonymous.stream_url).toBeNull()
    const { authorization } = await signedInAs(t.deps, {})
    const member = v.parse(
      EventSchema,
      await (
        await t.app.request(`/api/events/${ids.ongoing}`, { headers: { Authorization: authorization } })
      ).json(),
    )
    expect(member.stream_url).toBe('https://example.org/live')
    const listed = v.parse(
      EventListResponseSchema,
      await (
        await t.app.request('/api/events?status=ongoing', { headers: { Authorization: authorization } })
      ).json(),
    )
    expect(listed.items[0]?.stream_url).toBe('https://example.org/live')
  })
})

describe('riyadhTime', () => {
  it.each([
    ['2026-06-15T06:30:00.000Z', '09:30'],
    ['2026-06-15T22:15:00.000Z', '01:15'],
    ['not a date', ''],
  ])('%s → %s', (iso, expected) => {
    expect(riyadhTime(iso)).toBe(expected)
  })
})

import { AdminEventSchema, EventListResponseSchema, EventSchema } from '@contract/events'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSignedInAs } from '../../test-support/auth'
import { bodyOf } from '../../test-support/json'
import { requestAs, type TestApp } from '../../test-support/test-app'

let t: TestApp
let authorization: string
beforeAll(async () => ({ t, authorization } = await appSignedInAs({ role: 'superadmin' })))
afterAll(() => t.close())

const send = (method: string, path: string, body?: unknown) => requestAs(t, authorization, method, path, body)
const base = {
  type: 'conference',
  status: 'published',
  title_ar: 'ملتقى',
  title_en: 'Meeting',
  starts_at: '2099-03-01T10:00:00.000Z',
}

async function create(fields: Record<string, unknown>) {
  const res = await send('POST', '/events', { ...base, ...fields })
  expect(res.status).toBe(201)
  return bodyOf(res, AdminEventSchema)
}
const publicEvent = async (id: number) => bodyOf(await t.app.request(`/api/events/${id}`), EventSchema)
const found = async (search: string) =>
  (
    await bodyOf(
      await t.app.request(`/api/events?search=${encodeURIComponent(search)}&limit=50`),
      EventListResponseSchema,
    )
  ).items.map((e) => e.id)

describe('an event venue in both languages', () => {
  it('is stored and read in both languages; `location` is the Arabic one, else the English one', async () => {
    const both = await create({ location_ar: 'فندق فيرمونت، الرياض', location_en: 'Fairmont Riyadh' })
    expect(both).toMatchObject({
      location: 'فندق فيرمونت، الرياض',
      location_ar: 'فندق فيرمونت، الرياض',
      location_en: 'Fairmont Riyadh',
    })
    expect(await publicEvent(both.id)).toMatchObject({
      location: 'فندق فيرمونت، الرياض',
      location_ar: 'فندق فيرمونت، الرياض',
      location_en: 'Fairmont Riyadh',
    })
    const english = await create({ location_en: 'Hilton Jeddah' })
    expect(await publicEvent(english.id)).toMatchObject({
      location: 'Hilton Jeddah',
      location_ar: '',
      location_en: 'Hilton Jeddah',
    })
    const edited = await send('PUT', `/events/${english.id}`, {
      ...base,
      location_ar: 'هيلتون جدة',
      location_en: 'Hilton Jeddah',
    })
    expect(await bodyOf(edited, AdminEventSchema)).toMatchObject({
      location: 'هيلتون جدة',
      location_en: 'Hilton Jeddah',
    })
  })

  it('stores a write that sends only `location` under the language its script is in, and keeps the pair when it is sent back as read', async () => {
    const latin = await create({ location: 'Sheraton Dammam' })
    expect(latin).toMatchObject({
      location: 'Sheraton Dammam',
      location_ar: '',
      location_en: 'Sheraton Dammam',
    })
    const arabic = await create({ location: 'مقر الجمعية، الرياض' })
    expect(arabic).toMatchObject({ location_ar: 'مقر الجمعية، الرياض', location_en: '' })
    const pair = await create({ location_ar: 'تبوك', location_en: 'Tabuk' })
    // A client that knows only `location` sends back what it read: the English venue stays.
    const resent = await bodyOf(
      await send('PUT', `/events/${pair.id}`, { ...base, location: 'تبوك', title_en: 'Renamed' }),
      AdminEventSchema,
    )
    expect(resent).toMatchObject({ title_en: 'Renamed', location_ar: 'تبوك', location_en: 'Tabuk' })
    const replaced = await bodyOf(
      await send('PUT', `/events/${pair.id}`, { ...base, location: 'Abha' }),
      AdminEventSchema,
    )
    expect(replaced).toMatchObject({ location: 'Abha', location_ar: '', location_en: 'Abha' })
  })

  it('keeps the `online` place code, however it is written', async () => {
    for (const fields of [
      { location: 'online' },
      { location: 'Online' },
      { location_ar: 'عبر الإنترنت' },
      { location_en: 'Webinar', location_ar: '' },
    ]) {
      const saved = await create(fields)
      expect(await publicEvent(saved.id)).toMatchObject({
        location: 'online',
        location_ar: 'online',
        location_en: 'online',
      })
    }
  })

  it('is found by the venue in either language, whatever language the reader searches from', async () => {
    const venue = await create({
      title_ar: 'ورشة المفاصل',
      title_en: 'Joint workshop',
      location_ar: 'مدينة الملك فهد الطبية',
      location_en: 'King Fahad Medical City',
    })
    const online = await create({ title_ar: 'ندوة عن بعد', title_en: 'Remote talk', location: 'Online' })
    expect(await found('Fahad Medical')).toContain(venue.id)
    expect(await found('الملك فهد')).toContain(venue.id)
    expect(await found('عبر الانترنت')).toContain(online.id)
    expect(await found('online')).toContain(online.id)
  })
})

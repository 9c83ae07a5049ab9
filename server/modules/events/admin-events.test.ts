import { FieldErrorsSchema, bodyOf } from '../../test-support/json'
import { AdminEventListResponseSchema, AdminEventSchema } from '@contract/events'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSignedInAs } from '../../test-support/auth'
import { requestAs, type TestApp } from '../../test-support/test-app'

let t: TestApp
let authorization: string
beforeAll(async () => ({ t, authorization } = await appSignedInAs({ role: 'superadmin' })))
afterAll(() => t.close())

const send = (method: string, path: string, body?: unknown) => requestAs(t, authorization, method, path, body)
const event = {
  type: 'webinar',
  title_ar: 'ندوة',
  title_en: 'Admin e2e webinar',
  starts_at: '2099-03-01T10:00:00.000Z',
  ends_at: '2099-03-01T12:00:00.000Z',
  capacity: 50,
  description_en: 'Spine update',
  registration_link: 'https://example.org/r',
}

describe('admin events', () => {
  it('keeps drafts admin-only, publishes, edits and deletes', async () => {
    const created = await send('POST', '/events', event)
    expect(created.status).toBe(201)
    const saved = v.parse(AdminEventSchema, await created.json())
    expect(saved).toMatchObject({ status: 'draft', capacity: 50, registration_count: 0 })
    const list = v.parse(AdminEventListResponseSchema, await (await send('GET', '/admin/events')).json())
    expect(list.items.map((e) => e.id)).toContain(saved.id)
    const hidden = await bodyOf(
      await t.app.request('/api/events?search=webinar&limit=50'),
      v.object({ items: v.array(v.object({ id: v.number() })) }),
    )
    expect(hidden.items.map((e) => e.id)).not.toContain(saved.id)
    expect((await send('PUT', `/events/${saved.id}`, { ...event, status: 'published' })).status).toBe(200)
    const shown = await bodyOf(
      await t.app.request('/api/events?search=Admin%20e2e&limit=50'),
      v.object({ items: v.array(v.object({ id: v.number(), description_en: v.string() })) }),
    )
    expect(shown.items.find((e) => e.id === saved.id)?.description_en).toBe('Spine update')
    expect((await send('DELETE', `/events/${saved.id}`)).status).toBe(200)
    expect((await send('DELETE', `/events/${saved.id}`)).status).toBe(404)
  })

  it('answers a detail entry per invalid field', async () => {
    const res = await send('POST', '/events', {
      type: 'party',
      starts_at: 'tomorrow',
      capacity: 0,
      stream_url: 'ftp://x',
    })
    expect(res.status).toBe(422)
    const fields = (await bodyOf(res, FieldErrorsSchema)).detail.map((d) => d.loc[1])
    expect(fields).toEqual(expect.arrayContaining(['type', 'starts_at', 'capacity', 'stream_url']))
    const order = await send('POST', '/events', { ...event, ends_at: '2099-02-01T00:00:00Z' })
    expect((await bodyOf(order, FieldErrorsSchema)).detail.map((d) => d.loc[1])).toEqual(['ends_at'])
    expect((await send('POST', '/events', { type: 'webinar', title_en: 'x' })).status).toBe(422)
  })
})

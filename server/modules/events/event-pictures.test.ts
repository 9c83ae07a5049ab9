import { AdminEventSchema, EventListResponseSchema, EventSchema } from '@contract/events'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInAs } from '../../test-support/auth'
import { FieldErrorsSchema, bodyOf } from '../../test-support/json'
import { createTestApp, requestAs, type TestApp } from '../../test-support/test-app'

let t: TestApp
let admin: string
let editor: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await signedInAs(t.deps, { role: 'cme' })).authorization
  editor = (await signedInAs(t.deps, { role: 'editor' })).authorization
})
afterAll(() => t.close())

const upload = async (authorization: string, file: Blob, name: string) => {
  const form = new FormData()
  form.set('file', file, name)
  return t.app.request('/api/events/images/upload', {
    method: 'POST',
    body: form,
    headers: { Authorization: authorization },
  })
}
const event = {
  type: 'symposium',
  status: 'published',
  title_ar: 'ندوة اليد',
  title_en: 'Hand symposium',
  starts_at: '2099-03-01T10:00:00.000Z',
  location_en: 'Jeddah',
}

describe('event pictures', () => {
  it('uploads a picture cropped to the link-preview shape, and both readings carry it once saved', async () => {
    const tall = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#0b4f6c' } })
      .png()
      .toBuffer()
    const res = await upload(admin, new Blob([new Uint8Array(tall)], { type: 'image/png' }), 'tall.png')
    expect(res.status).toBe(201)
    const { url } = await bodyOf(res, v.object({ url: v.string() }))
    expect(url).toMatch(/^\/uploads\/events\/[\w-]+\.webp$/)
    const stored = await t.deps.storage.get(url.slice(1))
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 630 })

    const created = await bodyOf(
      await requestAs(t, admin, 'POST', '/events', { ...event, feature_path: url }),
      AdminEventSchema,
    )
    expect(created.feature_path).toBe(url)
    const one = await bodyOf(await t.app.request(`/api/events/${created.id}`), EventSchema)
    expect(one.feature_path).toBe(url)
    const list = await bodyOf(
      await t.app.request('/api/events?search=Hand&limit=10'),
      EventListResponseSchema,
    )
    expect(list.items.find((e) => e.id === created.id)?.feature_path).toBe(url)

    // Saved without one, the picture is gone from both readings.
    const cleared = await bodyOf(
      await requestAs(t, admin, 'PUT', `/events/${created.id}`, { ...event, feature_path: '' }),
      AdminEventSchema,
    )
    expect(cleared.feature_path).toBeNull()
    expect(
      (await bodyOf(await t.app.request(`/api/events/${created.id}`), EventSchema)).feature_path,
    ).toBeNull()
  })

  it('refuses a picture that is not an upload of this site, a file that is not an image, and a caller outside the back office', async () => {
    const res = await requestAs(t, admin, 'POST', '/events', {
      ...event,
      feature_path: 'https://example.org/a.png',
    })
    expect(res.status).toBe(422)
    expect((await bodyOf(res, FieldErrorsSchema)).detail.map((d) => [d.loc[1], d.msg])).toEqual([
      ['feature_path', 'validation.invalid'],
    ])
    const svg = await upload(admin, new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'a.svg')
    expect(svg.status).toBe(415)
    expect(await svg.json()).toMatchObject({ code: 'imageTypeNotAllowed' })
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    expect(
      (await upload(editor, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png')).status,
    ).toBe(403)
  })
})

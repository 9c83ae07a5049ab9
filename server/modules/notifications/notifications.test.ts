import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NotificationListSchema, NotificationReadSchema } from '@contract/notifications'
import { signedInAs } from '../../test-support/auth'
import { bodyOf } from '../../test-support/json'
import { createTestApp, requestAs, type TestApp } from '../../test-support/test-app'
import { notify } from './service'

/** The notification centre: the member's own notifications newest first, one read, all read. */
let t: TestApp
let member: { id: number; authorization: string }
let other: { id: number; authorization: string }
beforeAll(async () => {
  t = await createTestApp()
  member = await signedInAs(t.deps, {})
  other = await signedInAs(t.deps, {})
  const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 9, minutes)).toISOString()
  const one = (userId: number, n: number) => ({
    user_id: userId,
    kind: 'announcement' as const,
    title_ar: `إشعار ${n}`,
    title_en: `Notice ${n}`,
    body_ar: '',
    body_en: '',
    link: null,
    announcement_id: null,
    created_at: at(n),
  })
  await notify(t.deps.db, [one(member.id, 1), one(member.id, 2), one(member.id, 3), one(other.id, 4)])
})
afterAll(() => t.close())

const list = async (authorization: string) =>
  bodyOf(await requestAs(t, authorization, 'GET', '/notifications'), NotificationListSchema)

describe('the notification centre', () => {
  it('lists only the member own notifications, newest first, with the unread count', async () => {
    const mine = await list(member.authorization)
    expect(mine).toMatchObject({ total: 3, unread: 3 })
    expect(mine.items.map((n) => n.title_en)).toEqual(['Notice 3', 'Notice 2', 'Notice 1'])
  })

  it('marks one read, refuses another member notification, then marks all read', async () => {
    const [newest] = (await list(member.authorization)).items
    const read = await requestAs(t, member.authorization, 'POST', `/notifications/${newest?.id ?? 0}/read`)
    expect(await bodyOf(read, NotificationReadSchema)).toEqual({ unread: 2 })
    expect((await list(member.authorization)).items[0]?.read_at).not.toBeNull()

    const [theirs] = (await list(other.authorization)).items
    const refused = await requestAs(t, member.authorization, 'POST', `/notifications/${theirs?.id ?? 0}/read`)
    expect(refused.status).toBe(404)
    expect(await bodyOf(refused, v.object({ code: v.string() }))).toMatchObject({
      code: 'notificationNotFound',
    })

    expect(
      await bodyOf(
        await requestAs(t, member.authorization, 'POST', '/notifications/read-all'),
        NotificationReadSchema,
      ),
    ).toEqual({ unread: 0 })
    expect(await list(member.authorization)).toMatchObject({ total: 3, unread: 0 })
    expect(await list(other.authorization)).toMatchObject({ unread: 1 })
  })

  it('goes with the account when it is deleted', async () => {
    await t.deps.db.deleteFrom('users').where('id', '=', other.id).execute()
    const left = await t.deps.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', other.id)
      .execute()
    expect(left).toEqual([])
  })

  it('needs a signed-in member', async () => {
    expect((await requestAs(t, null, 'GET', '/notifications')).status).toBe(401)
  })
})

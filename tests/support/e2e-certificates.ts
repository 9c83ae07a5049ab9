import { expect, type APIRequestContext } from '@playwright/test'
import { bearer, demoStaff, type Account } from './e2e-accounts'

/** The JSON of an answer that must have succeeded with `status`. */
export async function ok(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  status = 200,
): Promise<unknown> {
  expect(response.status(), await response.text()).toBe(status)
  return response.json()
}

const soon = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}

/**
 * The cme role issues `member` the certificate of a congress with two hours of sessions, as
 * after attending it: the congress is made, the member registers and is checked in. Answers the
 * certificate's code and the cme's headers (for a later revocation).
 */
export async function issueCongressCertificate(
  request: APIRequestContext,
  member: Account,
  congress: { title_ar: string; title_en: string; session: string },
): Promise<{ code: string; cme: Record<string, string> }> {
  const cme = await bearer(request, demoStaff('cme@demo.portal'))
  const event = (await ok(
    await request.post('/api/events', {
      headers: cme,
      data: {
        type: 'conference',
        status: 'published',
        title_ar: congress.title_ar,
        title_en: congress.title_en,
        starts_at: soon(2, 6),
        ends_at: soon(2, 14),
        location: 'Riyadh',
        registration_mode: 'internal',
      },
    }),
    201,
  )) as { id: number } // the API's answer; the calls below fail on another shape
  await ok(
    await request.post(`/api/admin/events/${event.id}/sessions`, {
      headers: cme,
      data: { title_en: congress.session, starts_at: soon(2, 8), ends_at: soon(2, 10), room: 'A' },
    }),
    201,
  )
  const ticket = (await ok(
    await request.post(`/api/events/${event.id}/registrations`, { headers: await bearer(request, member) }),
    201,
  )) as { ticket_code: string } // as above
  await ok(
    await request.post(`/api/events/${event.id}/check-ins`, {
      headers: cme,
      data: { ticket_code: ticket.ticket_code },
    }),
  )
  const issued = (await ok(
    await request.post(`/api/admin/events/${event.id}/certificates`, { headers: cme, data: {} }),
    201,
  )) as { issued: { code: string }[] } // as above
  return { code: issued.issued[0]?.code ?? '', cme }
}

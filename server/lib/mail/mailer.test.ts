import { present } from '@contract/narrow'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSmtp, type SmtpMessage } from '../../test-support/smtp-server'
import { signedInAs } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

/** With SMTP_URL set, mail goes out by SMTP — checked against a real server on loopback. */
const received: SmtpMessage[] = []
let smtp: Awaited<ReturnType<typeof startTestSmtp>>
let t: TestApp

beforeAll(async () => {
  smtp = await startTestSmtp((message) => received.push(message) > 0)
  t = await createTestApp({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    mailFrom: 'Portal <no-reply@portal.test>',
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

describe('SMTP transport', () => {
  it('delivers the application-received and activation e-mails to a real SMTP server', async () => {
    const email = 'smtp-member@example.org'
    const registered = await t.app.request(
      '/api/auth/register',
      jsonRequest('POST', { email, password: 'Secret-pass-1' }),
    )
    expect(registered.status).toBe(201)
    const { id } = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    await expect.poll(() => received.length).toBe(1)
    expect(received[0]).toMatchObject({ from: 'no-reply@portal.test', to: [email] })

    const admin = await signedInAs(t.deps, { role: 'admin' })
    const approved = await t.app.request(
      `/api/members/${id}/approve`,
      jsonRequest('POST', { action: 'approve' }, { Authorization: admin.authorization }),
    )
    expect(approved.status).toBe(200)
    await expect.poll(() => received.length).toBe(2)
    const mail = present(received[1], 'the second mail')
    expect(mail.to).toEqual([email])
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    expect(unfolded).toMatch(/http:\/\/portal\.test\/activate\?token=[A-Za-z0-9_-]{43}/)
    expect(mail.raw).toMatch(/Content-Type: text\/html/i)
    expect(mail.raw).toMatch(/^Message-ID: <[^>]+@portal\.test>/im)
    expect(mail.raw).toMatch(/^Auto-Submitted: auto-generated/im)
  })
})

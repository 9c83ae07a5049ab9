import { present } from '@contract/narrow'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'
import { signedInAs } from '../../test-support/auth'
import { createTestApp, jsonRequest, type TestApp } from '../../test-support/test-app'

/** With SMTP_URL set, mail goes out by SMTP — checked against a real server on loopback. */
interface Received {
  from: string
  to: string[]
  raw: string
}
const received: Received[] = []
let smtp: SMTPServer
let t: TestApp

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  // A server listening on a TCP port reports an AddressInfo (a string only for a pipe or socket file).
  const port = (smtp.server.address() as AddressInfo).port
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Portal <no-reply@portal.test>' })
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => smtp.close(resolve))
})

describe('SMTP transport', () => {
  it('delivers the application-received and activation e-mails to a real SMTP server', async () => {
    const email = 'smtp-member@example.org'
    const registered = await t.app.request('/api/auth/register', jsonRequest('POST', { email, password: 'Secret-pass-1' }))
    expect(registered.status).toBe(201)
    const { id } = await t.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    await expect.poll(() => received.length).toBe(1)
    expect(received[0]).toMatchObject({ from: 'no-reply@portal.test', to: [email] })

    const admin = await signedInAs(t.deps, { role: 'admin' })
    const approved = await t.app.request(`/api/members/${id}/approve`, jsonRequest('POST', { action: 'approve' }, { Authorization: admin.authorization }))
    expect(approved.status).toBe(200)
    await expect.poll(() => received.length).toBe(2)
    const mail = present(received[1], 'the second mail')
    expect(mail.to).toEqual([email])
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    expect(unfolded).toMatch(/http:\/\/portal\.test\/activate\?token=[A-Za-z0-9_-]{43}/)
    expect(mail.raw).toMatch(/Content-Type: text\/html/i)
  })
})

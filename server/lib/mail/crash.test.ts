import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { present } from '@contract/narrow'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseUrl } from '../../env'
import { freshPostgresDatabase, type FreshDatabase } from '../../test-support/postgres-database'
import { startTestSmtp } from '../../test-support/smtp-server'

/**
 * `kill -9` right after registrations are acknowledged loses no e-mail: the real server
 * (`server/index.ts`) on a DATA_DIR and database that outlive it, and a real SMTP server on
 * loopback. While the first process lives, the SMTP server takes each message but never
 * answers it, so nothing can be delivered before the kill; after the restart it accepts.
 */
interface Received {
  to: string
  messageId: string
}
let accepting = false
const held: Received[] = []
const accepted: Received[] = []
let smtp: Awaited<ReturnType<typeof startTestSmtp>>
let database: FreshDatabase | undefined
const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'))

const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? ''

beforeAll(async () => {
  smtp = await startTestSmtp((message) => {
    const mail = { to: message.to.join(','), messageId: messageIdOf(message.raw) }
    // Held: the message is never answered, the sender waits until its process dies.
    ;(accepting ? accepted : held).push(mail)
    return accepting
  })
  if (process.env.TEST_DIALECT === 'postgres')
    database = await freshPostgresDatabase(
      present(testDatabaseUrl(), 'TEST_DATABASE_URL (the PostgreSQL run sets it)'),
      'portal_crash',
    )
})
afterAll(async () => {
  await smtp.close()
  await database?.drop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** `npm start` on the shared data; answers the process and its URL once it listens. */
async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_NO_WARNINGS: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      SEED: 'none',
      LOG_REQUESTS: '0',
      DATABASE_URL: database?.url ?? '',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Portal <no-reply@portal.test>',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const port = /Portal ready on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1]
      if (port) resolve(`http://127.0.0.1:${port}`)
    })
    child.once('exit', () => reject(new Error(`the server stopped before listening:\n${output}`)))
  })
  return { child, url }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  )

describe('mail across kill -9', () => {
  it(
    'delivers the "application received" e-mail of every acknowledged registration after a restart, once, with its Message-ID',
    { timeout: 180_000 },
    async () => {
      const emails = ['crash-a@example.org', 'crash-b@example.org', 'crash-c@example.org']
      const first = await startServer()
      const answers = await Promise.all(
        emails.map((email) =>
          fetch(`${first.url}/api/auth/register`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email, password: 'Secret-pass-1' }),
          }),
        ),
      )
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
      first.child.kill('SIGKILL')
      await exited(first.child)
      expect(first.child.signalCode).toBe('SIGKILL')
      expect(accepted).toEqual([])

      accepting = true
      const second = await startServer()
      try {
        // A message the dead process had claimed waits for its lease (15 s) to run out.
        await expect
          .poll(() => accepted.length, { timeout: 60_000, interval: 250 })
          .toBeGreaterThanOrEqual(emails.length)
        expect(accepted.map((mail) => mail.to).sort()).toEqual(emails)
        for (const mail of accepted) expect(mail.messageId).toMatch(/^<[^@>]+@portal\.test>$/)
        // A message the first process was sending goes out again as the same message.
        for (const mail of held)
          expect(accepted.find((m) => m.to === mail.to)?.messageId).toBe(mail.messageId)
      } finally {
        second.child.kill('SIGTERM')
        await exited(second.child)
      }
    },
  )
})

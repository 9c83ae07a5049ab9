import { request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http'
import { connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { closeWhenBodyUnread } from './unread-body'

/**
 * These run against a listening server (the node adapter, as `npm start` serves the app):
 * keep-alive, connection close and a client hanging up exist only on a real socket.
 */
const METRICS_TOKEN = 'scrape-token-for-the-tests-0123'
const MAX_JSON_BYTES = 1024
let t: TestApp
let server: ServerType
let port: number
const logLines: string[] = []

beforeAll(async () => {
  t = await createTestApp(
    { maxJsonBytes: MAX_JSON_BYTES, logRequests: true, metricsToken: METRICS_TOKEN },
    undefined,
    {
      logDestination: { write: (chunk) => logLines.push(...chunk.split('\n').filter(Boolean)) },
    },
  )
  await new Promise<void>((resolve) => {
    server = serve({ fetch: closeWhenBodyUnread(t.app.fetch), port: 0, hostname: '127.0.0.1' }, () =>
      resolve(),
    )
  })
  // A TCP server listening on a port: its address is an AddressInfo, never a pipe name.
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await t.close()
})

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** One request through a keep-alive agent of one socket: a second call reuses the connection unless the server closed it. */
function send(
  agent: Agent,
  method: string,
  path: string,
  body?: { text: string; chunked?: boolean },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = body ? { 'Content-Type': 'application/json' } : {}
    if (body && !body.chunked) headers['Content-Length'] = String(Buffer.byteLength(body.text))
    const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
    })
    req.on('error', reject)
    if (body) req.write(body.text)
    req.end()
  })
}

/** Reads one answer off a raw socket (status line, headers, a Content-Length body). */
function readAnswer(socket: Socket): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    let received = ''
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1')
      const end = received.indexOf('\r\n\r\n')
      if (end < 0) return
      const head = received.slice(0, end)
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0)
      if (received.length < end + 4 + length) return
      socket.off('data', onData)
      resolve({ status: Number(head.split(' ')[1]), head })
    }
    socket.on('data', onData)
    socket.once('close', () =>
      reject(
        new Error(`connection closed before an answer; received ${JSON.stringify(received.slice(0, 200))}`),
      ),
    )
  })
}

const oversized = JSON.stringify({ email: 'a@b.org', password: 'x'.repeat(2_000_000) })

describe('a refused body and the connection it came on', () => {
  it('answers 413 with Connection: close, so the next request of a keep-alive client is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const refused = await send(agent, 'POST', '/api/auth/login', { text: oversized })
      expect(refused.status).toBe(413)
      expect(JSON.parse(refused.body)).toEqual({ detail: 'Payload too large', code: 'payloadTooLarge' })
      const next = await send(agent, 'GET', '/api/health/live')
      expect(next.status).toBe(200)
      expect(refused.headers.connection).toBe('close')
    } finally {
      agent.destroy()
    }
  })

  it('does the same for a chunked body that grows past the limit while it is read', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const refused = await send(agent, 'POST', '/api/auth/login', { text: oversized, chunked: true })
      expect(refused.status).toBe(413)
      expect((await send(agent, 'GET', '/api/health/live')).status).toBe(200)
      expect(refused.headers.connection).toBe('close')
    } finally {
      agent.destroy()
    }
  })

  it('keeps the connection of a body that was read whole: two requests, one socket', async () => {
    const socket = connect(port, '127.0.0.1')
    try {
      const body = '{"email":"a@b.org"}'
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      )
      const refused = await readAnswer(socket)
      expect(refused.status).toBe(422)
      expect(refused.head).toMatch(/\r\nConnection: keep-alive/i)
      socket.write('GET /api/health/live HTTP/1.1\r\nHost: portal.test\r\n\r\n')
      expect((await readAnswer(socket)).status).toBe(200)
    } finally {
      socket.destroy()
    }
  })
})

describe('a client that hangs up before its body has arrived', () => {
  it('is logged once as aborted with status 499, without a stack, and is not counted as a server error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const before = logLines.length
      const socket = connect(port, '127.0.0.1')
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: portal.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
      )
      await new Promise((resolve) => setTimeout(resolve, 100))
      socket.destroy()
      await vi.waitFor(() => expect(logLines.length).toBeGreaterThan(before))
      // Anything else the server would write for it has been written by now.
      await new Promise((resolve) => setTimeout(resolve, 100))
      const written = logLines.slice(before)
      expect(written).toHaveLength(1)
      expect(written[0]).toMatch(/ POST "\/api\/auth\/login" 499 \d+\.\dms id=\S+ aborted$/)
      expect(errors).not.toHaveBeenCalled()

      const metrics = await (
        await t.app.request('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text()
      // The body is read (and found missing) by the middleware that bounds it, before a route matched.
      expect(metrics).toMatch(
        /http_request_duration_seconds_count\{method="POST",route="[^"]+",status="499"\} 1/,
      )
      expect(metrics).not.toMatch(/http_request_duration_seconds_count\{[^}]*status="5\d\d"\}/)
    } finally {
      errors.mockRestore()
    }
  })
})

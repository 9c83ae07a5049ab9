import { createECDH, randomBytes, type ECDH } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decrypt } from 'http_ece'

export interface ReceivedPush {
  path: string
  headers: IncomingHttpHeaders
  payload: string
}

/** A local push service: answers the status set per path (201 by default) and decrypts as a browser does. */
export async function startPushEndpoint() {
  const browsers = new Map<string, { ecdh: ECDH; auth: string }>()
  const statuses = new Map<string, number>()
  const received: ReceivedPush[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? '/'
      const browser = browsers.get(path)
      const payload = browser
        ? decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: browser.ecdh,
            authSecret: browser.auth,
          }).toString('utf8')
        : ''
      received.push({ path, headers: req.headers, payload })
      res.writeHead(statuses.get(path) ?? 201).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // listen() on a TCP port answers an AddressInfo.
  const { port } = server.address() as AddressInfo
  return {
    received,
    /** A new browser: the JSON of its PushSubscription, whose endpoint is on this service. */
    browser(name: string) {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16).toString('base64url')
      browsers.set(`/push/${name}`, { ecdh, auth })
      return {
        endpoint: `http://127.0.0.1:${port}/push/${name}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      }
    },
    /** What the service answers for that browser from now on (404 or 410: it forgot it). */
    answer(name: string, status: number) {
      statuses.set(`/push/${name}`, status)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

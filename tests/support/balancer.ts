import { createServer, request, type IncomingMessage, type Server } from 'node:http'

/** Where the balancer sends the next request: always one instance, or each in turn. */
export type Route = 'a' | 'b' | 'alternate'

export interface Balancer {
  /** The one origin the browser sees (its service worker, storage and outbox live here). */
  url: string
  route: (route: Route) => void
  /** Which instance answered each request since the last `clear`, e.g. `b PATCH /api/members/me/profile-full`. */
  served: () => string[]
  clear: () => void
  close: () => Promise<void>
}

/**
 * A plain HTTP reverse proxy in front of two app instances, as a load balancer in front of a
 * real deployment: one origin for the browser, requests forwarded unchanged (method, path,
 * headers, body streamed both ways) to the instance the test chose.
 */
export async function startBalancer(instances: { a: string; b: string }): Promise<Balancer> {
  let route: Route = 'a'
  let turn = 0
  let served: string[] = []
  const server: Server = createServer((incoming: IncomingMessage, outgoing) => {
    const name = route === 'alternate' ? (turn++ % 2 === 0 ? 'a' : 'b') : route
    served.push(`${name} ${incoming.method ?? 'GET'} ${incoming.url ?? '/'}`)
    const upstream = request(
      new URL(incoming.url ?? '/', instances[name]),
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'text/plain' })
      outgoing.end('instance unreachable')
    })
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    route: (next) => {
      route = next
    },
    served: () => served,
    clear: () => {
      served = []
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

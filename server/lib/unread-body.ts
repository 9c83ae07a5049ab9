import { IncomingMessage } from 'node:http'
import type { Http2Bindings, HttpBindings } from '@hono/node-server'

type NodeFetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>

/** A client that left before its body arrived (nginx's 499): not a server error. */
export const CLIENT_CLOSED_REQUEST = 499

function incomingOf(env: unknown): IncomingMessage | undefined {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined
  return env.incoming instanceof IncomingMessage ? env.incoming : undefined
}

export function clientLeftMidBody(env: unknown): boolean {
  const incoming = incomingOf(env)
  return incoming !== undefined && !incoming.complete && (incoming.destroyed || incoming.socket.destroyed)
}

/** `Connection: close` when answering before the body arrived: the unread rest would parse as the next request. */
export function closeWhenBodyUnread(fetch: NodeFetch): NodeFetch {
  return async (request, env) => {
    const response = await fetch(request, env)
    // HTTP/2 has no Connection header and no body left on a shared stream: HTTP/1 only.
    const incoming = incomingOf(env)
    if (incoming && !incoming.complete) response.headers.set('Connection', 'close')
    return response
  }
}

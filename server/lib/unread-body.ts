import { IncomingMessage } from 'node:http'
import type { Http2Bindings, HttpBindings } from '@hono/node-server'

type NodeFetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>

/** A client that closed before its body arrived (nginx's 499): neither a server error nor a stack trace. */
export const CLIENT_CLOSED_REQUEST = 499

/** Served by @hono/node-server over HTTP/1. */
function incomingOf(env: unknown): IncomingMessage | undefined {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined
  return env.incoming instanceof IncomingMessage ? env.incoming : undefined
}

export function clientLeftMidBody(env: unknown): boolean {
  const incoming = incomingOf(env)
  return incoming !== undefined && !incoming.complete && (incoming.destroyed || incoming.socket.destroyed)
}

/**
 * An answer given before the request's body fully arrived says `Connection: close`: the unread rest would be
 * parsed as the next request, so the client opens a fresh connection instead of being dropped mid-request.
 */
export function closeWhenBodyUnread(fetch: NodeFetch): NodeFetch {
  return async (request, env) => {
    const response = await fetch(request, env)
    // HTTP/2 has no Connection header and no body left on a shared stream: HTTP/1 only.
    const incoming = incomingOf(env)
    if (incoming && !incoming.complete) response.headers.set('Connection', 'close')
    return response
  }
}

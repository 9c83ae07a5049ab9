import { IncomingMessage } from 'node:http'
import type { Http2Bindings, HttpBindings } from '@hono/node-server'

type NodeFetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>

/**
 * The status logged and counted for a request whose client closed the connection before its
 * body had arrived (nginx's "client closed request"). Nobody reads the answer; it is a
 * client's doing, so it is neither a server error nor a stack trace in the log.
 */
export const CLIENT_CLOSED_REQUEST = 499

/** The node request behind a Hono context's `env`, when the app is served by @hono/node-server over HTTP/1. */
function incomingOf(env: unknown): IncomingMessage | undefined {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined
  return env.incoming instanceof IncomingMessage ? env.incoming : undefined
}

/** Whether the client closed its connection before the whole request body had arrived. */
export function clientLeftMidBody(env: unknown): boolean {
  const incoming = incomingOf(env)
  return incoming !== undefined && !incoming.complete && (incoming.destroyed || incoming.socket.destroyed)
}

/**
 * Wraps the app's fetch for the node server: an answer given before the request's body has
 * fully arrived (a 413 for a declared length over the limit, a refusal of an upload before it
 * is read) says `Connection: close`. The rest of that body is still on the connection and
 * would be read as the start of the next request, so the connection ends with this answer and
 * the client opens a fresh one for its next request, instead of being told keep-alive and
 * then dropped under that next request.
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

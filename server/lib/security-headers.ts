import type { MiddlewareHandler } from 'hono'

/**
 * No inline script or style in the CSP (a rendered page's scripts carry its nonce); React sets `style`
 * through the DOM, which CSP allows.
 */
const contentSecurityPolicy = (nonce?: string) =>
  [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')

const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

export const pagePolicy = (nonce: string): string => contentSecurityPolicy(nonce)

/** HSTS only over https: it would lock out a test host that later loses TLS. */
export const securityHeaders = (options: { https?: boolean } = {}): MiddlewareHandler => {
  const policy = contentSecurityPolicy()
  return async (c, next) => {
    await next()
    const h = c.res.headers
    // A stricter policy set by the handler (uploaded files are sandboxed) is kept.
    if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', policy)
    h.set('X-Content-Type-Options', 'nosniff')
    h.set('X-Frame-Options', 'DENY')
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    h.set('Cross-Origin-Opener-Policy', 'same-origin')
    // Camera for the ticket scanner and position for "Use my location", after the browser's prompt; frames
    // never.
    h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(self), payment=()')
    if (options.https) h.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
  }
}

import type { MiddlewareHandler } from 'hono'

/**
 * Headers on every answer: a CSP with no inline script or style (a rendered page's own
 * scripts carry its nonce), nosniff, no framing and a strict referrer policy. Styles come
 * from the built stylesheet; React sets `style` through the DOM, which CSP allows without
 * 'unsafe-inline'.
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

/** Browsers that once reached us over HTTPS keep to it for a year, on every subdomain too. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/** The policy of a page the server rendered: its inline scripts (the router's state) carry `nonce`, made for that answer alone. */
export const pagePolicy = (nonce: string): string => contentSecurityPolicy(nonce)

/**
 * `https` is true when the portal's public address is https: HSTS is sent only then (over
 * plain http it would be ignored at best, and would lock out a test host that later loses TLS).
 */
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
    // The page itself may use the camera (the door's ticket scanner) and ask for the position (the profile's
    // "Use my location"), each after the browser's own prompt; frames never.
    h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(self), payment=()')
    if (options.https) h.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
  }
}

import type { MiddlewareHandler } from 'hono'

/**
 * A CSP with no inline script or style (a rendered page's scripts carry its nonce), nosniff, no framing, a
 * strict
 * referrer policy. React sets `style` through the DOM, which CSP allows without 'unsafe-inline'.
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

/** A rendered page's inline scripts (the router's state) carry `nonce`, made for that answer alone. */
export const pagePolicy = (nonce: string): string => contentSecurityPolicy(nonce)

/** HSTS only over https: on plain http it would lock out a test host that later loses TLS. */
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
    // Camera for the door's ticket scanner, position for "Use my location", each after the browser's prompt;
    // frames never.
    h.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(self), payment=()')
    if (options.https) h.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
  }
}

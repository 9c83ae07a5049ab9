import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'

/**
 * The inline scripts and styles a page may run, as CSP hash sources (`'sha256-…'`). The app's
 * page (index.html) has one of each, so it paints its splash before any other download
 * (docs/decisions/245-the-page-paints-the-splash-alone.md); nothing else inline is allowed.
 */
export interface InlineSources {
  scripts: string[]
  styles: string[]
}

/** The hash sources of the attribute-less `<script>` and `<style>` elements of `html`. */
export function inlineSourcesOf(html: string): InlineSources {
  const hashes = (element: 'script' | 'style') =>
    [...html.matchAll(new RegExp(`<${element}>([\\s\\S]*?)</${element}>`, 'g'))].map(
      (found) =>
        `'sha256-${createHash('sha256')
          .update(found[1] ?? '', 'utf8')
          .digest('base64')}'`,
    )
  return { scripts: hashes('script'), styles: hashes('style') }
}

/**
 * Headers on every answer: a CSP with no inline script or style but the app page's own
 * (by hash), nosniff, no framing and a strict referrer policy. Other styles come from built
 * CSS files; React sets `style` through the DOM, which CSP allows without 'unsafe-inline'.
 */
const contentSecurityPolicy = (inline: InlineSources) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    ["style-src 'self'", ...inline.styles].join(' '),
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

/**
 * `https` is true when the portal's public address is https: HSTS is sent only then (over
 * plain http it would be ignored at best, and would lock out a test host that later loses TLS).
 * `inline`: the app page's inline script and style (static.ts appPageInlineSources).
 */
export const securityHeaders = (options: { https?: boolean; inline?: InlineSources } = {}): MiddlewareHandler => {
  const policy = contentSecurityPolicy(options.inline ?? { scripts: [], styles: [] })
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

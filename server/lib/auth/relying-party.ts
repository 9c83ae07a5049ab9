import { isIP } from 'node:net'

/** The WebAuthn relying party of this server: the RP ID is PUBLIC_URL's host, the expected origin its origin. */
export interface RelyingParty {
  id: string
  origin: string
  name: string
}

const RP_NAME = 'Saudi Orthopedic Society'

/**
 * Browsers refuse an IP address as an RP ID, so a server reached by one (the default
 * `http://127.0.0.1:8080`) has no relying party and offers no passkeys; `localhost` and real
 * host names do.
 */
export function relyingPartyOf(publicUrl: string): RelyingParty | null {
  let url: URL
  try {
    url = new URL(publicUrl)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (host === '' || isIP(host) !== 0) return null
  return { id: host, origin: url.origin, name: RP_NAME }
}

import { isIP } from 'node:net'

export interface RelyingParty {
  id: string
  origin: string
  name: string
}

const RP_NAME = 'Saudi Orthopedic Society'

/** Browsers refuse an IP address as an RP ID, so a server reached by one offers no passkeys. */
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
